import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
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

const meta = {
  title: 'Primitives/DateRangePicker',
  component: DateRangePicker,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Transaction date', value: { from: null, to: null }, onValueChange: fn() },
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: { from: '2024-03-01', to: '2024-03-31' } } };

/** A new range picked in the calendar (first click starts it, second ends it); days after `max` are disabled. */
export const Bounded: Story = {
  args: { value: { from: '2024-03-05', to: '2024-03-08' }, min: '2024-02-01', max: '2024-03-20' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open calendar' }));
    const grid = await screen.findByRole('grid');
    await waitFor(() => expect(grid).toBeVisible());
    const day = (n: string) => within(grid).getByText(n, { selector: '[data-part=table-cell-trigger]' });
    await expect(day('25')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(day('10'));
    await userEvent.click(day('15'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ from: '2024-03-10', to: '2024-03-15' });
  },
};

export const Error: Story = {
  args: { value: { from: '2024-03-31', to: '2024-03-01' }, errorText: 'From date must not be after to date' },
};
export const Disabled: Story = { args: { value: { from: '2024-03-01', to: '2024-03-31' }, disabled: true } };
