import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PortalHarness } from '../../test-support/portal-harness';
import { textsOf } from '../../test-support/story-texts';
import { DatePicker, type DatePickerProps } from './date-picker';

function Controlled(props: DatePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: '18rem' }}>
      <DatePicker
        {...props}
        value={value}
        onValueChange={(next, details) => {
          setValue(next);
          props.onValueChange(next, details);
        }}
      />
    </div>
  );
}

/**
 * A day of the month shown, not one of the neighbouring months' days around it: the weeks start
 * on the locale's first day (Monday in en-GB, Sunday in Thai), so those differ by language.
 */
const DAY_OF_MONTH = '[data-part=table-cell-trigger]:not([data-outside-range])';

const meta = {
  title: 'Primitives/DatePicker',
  component: DatePicker,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Report date', value: null, onValueChange: fn() },
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typed as DD/MM/YYYY in both languages; the placeholder says so in the portal's language. */
export const Empty: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Report date' });
    await expect(input).toHaveAttribute('placeholder', textsOf(globals.locale)('datePicker.inputFormat'));
    await userEvent.type(input, '14/08/2020{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2020-08-14', { text: '14/08/2020' });
    // The picker rewrites the text in its own format once the value is committed.
    await waitFor(() => expect(input).toHaveValue('14/08/2020'));
  },
};

export const Filled: Story = { args: { value: '2020-08-14' } };

/**
 * Days outside min/max cannot be picked. The calendar names months and days in the portal's
 * language, with Gregorian years in Thai too (18 มีนาคม 2024, not 2567).
 */
export const Bounded: Story = {
  args: { value: '2024-03-15', min: '2024-03-10', max: '2024-03-20' },
  play: async ({ canvasElement, args, globals }) => {
    const t = textsOf(globals.locale);
    const march = globals.locale === 'th' ? 'มีนาคม' : 'March';
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('datePicker.openCalendar') }));
    const grid = await screen.findByRole('grid');
    await waitFor(() => expect(grid).toBeVisible());
    await expect(screen.getByRole('combobox', { name: t('datePicker.monthSelect') })).toHaveDisplayValue(march);
    await expect(screen.getByRole('combobox', { name: t('datePicker.yearSelect') })).toHaveDisplayValue('2024');
    await expect(screen.getByRole('button', { name: t('datePicker.previousMonth') })).toBeVisible();
    await expect(screen.getByRole('button', { name: t('datePicker.nextMonth') })).toBeVisible();
    const eighteenth = within(grid).getByText('18', { selector: DAY_OF_MONTH });
    await expect(eighteenth.getAttribute('aria-label')).toMatch(new RegExp(`18 ${march},? 2024`));
    const outside = within(grid).getByText('5', { selector: DAY_OF_MONTH });
    await expect(outside).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(grid).getByText('18', { selector: DAY_OF_MONTH }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2024-03-18', { text: '18/03/2024' });
  },
};

/**
 * A day typed outside min/max is kept as typed, when the field is left as with Enter: the screen
 * refuses it with its own message; the picker never swaps it for the nearest allowed day.
 */
export const TypedOutsideBounds: Story = {
  args: { value: '2024-03-15', min: '2024-03-10', max: '2024-03-20' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Report date' });
    await userEvent.clear(input);
    await userEvent.type(input, '01/01/2024');
    await userEvent.tab();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2024-01-01', { text: '01/01/2024' });
    await expect(input).toHaveValue('01/01/2024');
    await userEvent.clear(input);
    await userEvent.type(input, '21/03/2024{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2024-03-21', { text: '21/03/2024' });
    await expect(input).toHaveValue('21/03/2024');
  },
};

/** Text that is no date stays as typed when the field is left; the value is then empty. */
export const UnreadableText: Story = {
  args: { value: '2024-03-15' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Report date' });
    await userEvent.clear(input);
    await userEvent.type(input, '31/02/2024');
    await userEvent.tab();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null, { text: '31/02/2024' });
    // Ark empties the input a frame after the value goes; the text comes back after it.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(input).toHaveValue('31/02/2024');
  },
};

/** Text given from outside that is no date (a link's `?date=`) shows as given, with no value. */
export const GivenText: Story = {
  args: { value: null, text: '20261345' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Report date' });
    await waitFor(() => expect(input).toHaveValue('20261345'));
  },
};

/** A hint under the field, read with it. */
export const WithHelperText: Story = {
  args: { helperText: 'A day from 27/05/2026 to 26/11/2026' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Report date' })).toHaveAccessibleDescription('A day from 27/05/2026 to 26/11/2026');
  },
};

/**
 * In the Buddhist era (the person's choice, here the host's `calendar`): the day shows and is
 * typed with its B.E. year, the placeholder says so, the calendar's year list names B.E. years,
 * and the value stays the Gregorian ISO day (29/02/2567 B.E. is 2024-02-29).
 */
export const BuddhistEra: Story = {
  args: { value: '2024-03-15' },
  render: (args) => (
    <PortalHarness calendar="buddhist">
      <Controlled {...args} />
    </PortalHarness>
  ),
  play: async ({ canvasElement, args, globals }) => {
    const t = textsOf(globals.locale);
    const input = within(canvasElement).getByRole('textbox', { name: 'Report date' });
    await expect(input).toHaveValue('15/03/2567');
    await expect(input).toHaveAttribute('placeholder', t('calendar.buddhistDateFormat'));
    await userEvent.clear(input);
    await userEvent.type(input, '29/02/2567{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2024-02-29', { text: '29/02/2567' });
    await waitFor(() => expect(input).toHaveValue('29/02/2567'));
    // Opened with the keyboard; the year list shows 2567 for 2024.
    within(canvasElement).getByRole('button', { name: t('datePicker.openCalendar') }).focus();
    await userEvent.keyboard('{Enter}');
    const grid = await screen.findByRole('grid');
    await waitFor(() => expect(grid).toBeVisible());
    await expect(screen.getByRole('combobox', { name: t('calendar.buddhistYearSelect') })).toHaveDisplayValue('2567');
    const day = within(grid).getByText('28', { selector: DAY_OF_MONTH });
    await expect(day.getAttribute('aria-label')).toMatch(/2567/);
    await userEvent.click(day);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2024-02-28', { text: '28/02/2567' });
  },
};

export const Error: Story = { args: { value: '2024-03-15', errorText: 'Invalid date' } };
export const Disabled: Story = { args: { value: '2024-03-15', disabled: true } };
