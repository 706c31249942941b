import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PortalHarness } from '../../test-support/portal-harness';
import { useDateFormat } from '../../provider/date-format';
import { textsOf } from '../../test-support/story-texts';
import { DateTimePicker, type DateTimePickerProps } from './date-time-picker';

/** The field with its text kept by the story, and the message a screen would show for it. */
function Controlled(props: DateTimePickerProps) {
  const [value, setValue] = useState(props.value);
  // Read in the field's era, as a screen reads it (`useDateFormat`).
  const { parseDateTime } = useDateFormat();
  const invalid = value !== '' && parseDateTime(value) === null;
  return (
    <div style={{ maxWidth: '20rem' }}>
      <DateTimePicker
        {...props}
        value={value}
        errorText={props.errorText ?? (invalid ? 'Transaction from is invalid' : undefined)}
        onValueChange={(next) => {
          setValue(next);
          props.onValueChange(next);
        }}
      />
    </div>
  );
}

/** A day of the month shown, not a neighbouring month's day around it. */
const DAY_OF_MONTH = '[data-part=table-cell-trigger]:not([data-outside-range])';

const meta = {
  title: 'Primitives/DateTimePicker',
  component: DateTimePicker,
  render: (args) => <Controlled {...args} />,
  args: { label: 'From Date Time', value: '', onValueChange: fn() },
} satisfies Meta<typeof DateTimePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Typed as DD/MM/YYYY HH:mm:ss, 24-hour, in both languages: the text stays exactly as typed,
 * also when the field is left, and the hint under it says the format in the portal's language.
 */
export const Typed: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = textsOf(globals.locale);
    const input = within(canvasElement).getByRole('textbox', { name: 'From Date Time' });
    await expect(input).toHaveAttribute('placeholder', t('datePicker.dateTimeFormat'));
    await expect(input).toHaveAccessibleDescription(t('datePicker.dateTimeHint'));
    await userEvent.type(input, '29/02/2024 13:05:09');
    await userEvent.tab();
    await expect(input).toHaveValue('29/02/2024 13:05:09');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('29/02/2024 13:05:09');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** What is no date-time is neither clamped nor replaced: it stays beside the message. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'From Date Time' });
    await userEvent.type(input, '31/02/2026 24:00:00');
    await userEvent.tab();
    await expect(input).toHaveValue('31/02/2026 24:00:00');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('Transaction from is invalid'));
  },
};

/**
 * A day picked in the calendar keeps the time already typed; with none, the field's default
 * time is written (a to field's 23:59:59). The calendar opens on the typed day's month.
 */
export const Picked: Story = {
  args: { value: '15/03/2024 08:15:00' },
  play: async ({ canvasElement, args, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'From Date Time' });
    await userEvent.click(canvas.getByRole('button', { name: t('datePicker.openCalendar') }));
    const grid = await screen.findByRole('grid');
    await waitFor(() => expect(grid).toBeVisible());
    await userEvent.click(within(grid).getByText('20', { selector: DAY_OF_MONTH }));
    await expect(input).toHaveValue('20/03/2024 08:15:00');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('20/03/2024 08:15:00');
  },
};

/** A to field: a day picked with the keyboard, no time typed yet, ends at 23:59:59. */
export const PickedEndOfDay: Story = {
  args: { label: 'To Date Time', value: '', defaultTime: '23:59:59' },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'To Date Time' });
    await userEvent.type(input, '10/01/2025');
    canvas.getByRole('button', { name: t('datePicker.openCalendar') }).focus();
    await userEvent.keyboard('{Enter}');
    const grid = await screen.findByRole('grid');
    await waitFor(() => expect(grid.querySelector('[data-part=table-cell-trigger]:focus')).not.toBeNull());
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(input.value).toMatch(/^\d{2}\/\d{2}\/\d{4} 23:59:59$/));
  },
};

/**
 * In the Buddhist era: the hint names it, the text is typed with the B.E. year (read back as the
 * same Gregorian day by `useDateFormat().parseDateTime`), and a day picked in the calendar, whose
 * year list names B.E. years, is written with its B.E. year.
 */
export const BuddhistEra: Story = {
  args: { value: '15/03/2567 08:15:00' },
  render: (args) => (
    <PortalHarness calendar="buddhist">
      <Controlled {...args} />
    </PortalHarness>
  ),
  play: async ({ canvasElement, args, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'From Date Time' });
    await expect(input).toHaveAccessibleDescription(t('calendar.buddhistDateTimeHint'));
    await expect(input).not.toHaveAttribute('aria-invalid');
    canvas.getByRole('button', { name: t('datePicker.openCalendar') }).focus();
    await userEvent.keyboard('{Enter}');
    const grid = await screen.findByRole('grid');
    await waitFor(() => expect(grid).toBeVisible());
    await expect(screen.getByRole('combobox', { name: t('calendar.buddhistYearSelect') })).toHaveDisplayValue('2567');
    await userEvent.click(within(grid).getByText('20', { selector: DAY_OF_MONTH }));
    await expect(input).toHaveValue('20/03/2567 08:15:00');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('20/03/2567 08:15:00');
    // A Gregorian-looking year is read as typed, in B.E.: 31/02 does not exist in any year.
    await userEvent.clear(input);
    await userEvent.type(input, '31/02/2567 00:00:00');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const WithError: Story = { args: { value: '01/01/2026 00:00:00', errorText: 'Transaction date range should not be over than 360 days.' } };
export const Disabled: Story = { args: { value: '01/01/2026 00:00:00', disabled: true } };
