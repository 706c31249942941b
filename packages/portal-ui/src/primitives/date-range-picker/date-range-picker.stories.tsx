import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PortalHarness } from '../../test-support/portal-harness';
import { textsOf } from '../../test-support/story-texts';
import { DateRangePicker, type DateRangePickerProps } from './date-range-picker';

function Controlled(props: DateRangePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: '26rem' }}>
      <DateRangePicker
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          props.onValueChange(next);
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
  title: 'Primitives/DateRangePicker',
  component: DateRangePicker,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Transaction date', value: { from: null, to: null }, onValueChange: fn() },
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The two inputs named From date and To date in the portal's language. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: t('datePicker.fromDate') })).toHaveAttribute('placeholder', t('datePicker.inputFormat'));
    await expect(canvas.getByRole('textbox', { name: t('datePicker.toDate') })).toBeVisible();
  },
};
export const Filled: Story = { args: { value: { from: '2024-03-01', to: '2024-03-31' } } };

/** A new range picked in the calendar (first click starts it, second ends it); days after `max` are disabled. */
export const Bounded: Story = {
  args: { value: { from: '2024-03-05', to: '2024-03-08' }, min: '2024-02-01', max: '2024-03-20' },
  play: async ({ canvasElement, args, globals }) => {
    const t = textsOf(globals.locale);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('datePicker.openCalendar') }));
    const grid = await screen.findByRole('grid');
    await waitFor(() => expect(grid).toBeVisible());
    const day = (n: string) => within(grid).getByText(n, { selector: DAY_OF_MONTH });
    await expect(day('25')).toHaveAttribute('aria-disabled', 'true');
    // The range chosen, read out in the portal's language.
    await expect(day('5').getAttribute('aria-label')).toMatch(new RegExp(`^${t('datePicker.rangeStart', { date: '' })}`));
    await expect(day('8').getAttribute('aria-label')).toMatch(new RegExp(`^${t('datePicker.rangeEnd', { date: '' })}`));
    await userEvent.click(day('10'));
    await userEvent.click(day('15'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ from: '2024-03-10', to: '2024-03-15' });
  },
};

/** In the Buddhist era: both ends show their B.E. year, and a range picked stays Gregorian ISO days. */
export const BuddhistEra: Story = {
  args: { value: { from: '2026-11-01', to: '2026-11-27' }, min: '2026-01-01', max: '2026-12-31' },
  render: (args) => (
    <PortalHarness calendar="buddhist">
      <Controlled {...args} />
    </PortalHarness>
  ),
  play: async ({ canvasElement, args, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    const from = canvas.getByRole('textbox', { name: t('datePicker.fromDate') });
    await expect(from).toHaveValue('01/11/2569');
    await expect(from).toHaveAttribute('placeholder', t('calendar.buddhistDateFormat'));
    await expect(canvas.getByRole('textbox', { name: t('datePicker.toDate') })).toHaveValue('27/11/2569');
    canvas.getByRole('button', { name: t('datePicker.openCalendar') }).focus();
    await userEvent.keyboard('{Enter}');
    const grid = await screen.findByRole('grid');
    await waitFor(() => expect(grid).toBeVisible());
    await expect(screen.getByRole('combobox', { name: t('calendar.buddhistYearSelect') })).toHaveDisplayValue('2569');
    await userEvent.click(within(grid).getByText('2', { selector: DAY_OF_MONTH }));
    await userEvent.click(within(grid).getByText('9', { selector: DAY_OF_MONTH }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ from: '2026-11-02', to: '2026-11-09' });
  },
};

export const Error: Story = {
  args: { value: { from: '2024-03-31', to: '2024-03-01' }, errorText: 'From date must not be after to date' },
};
export const Disabled: Story = { args: { value: { from: '2024-03-01', to: '2024-03-31' }, disabled: true } };
