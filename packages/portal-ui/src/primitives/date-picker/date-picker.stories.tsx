import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker, type DatePickerProps } from './date-picker';

function Controlled(props: DatePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: '18rem' }}>
      <DatePicker
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
  title: 'Primitives/DatePicker',
  component: DatePicker,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Report date', value: null, onValueChange: fn() },
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Report date' });
    await userEvent.type(input, '14/08/2020{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2020-08-14');
    // The picker rewrites the text in its own format once the value is committed.
    await waitFor(() => expect(input).toHaveValue('14/08/2020'));
  },
};

export const Filled: Story = { args: { value: '2020-08-14' } };

/** Days outside min/max cannot be picked. */
export const Bounded: Story = {
  args: { value: '2024-03-15', min: '2024-03-10', max: '2024-03-20' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open calendar' }));
    const grid = await screen.findByRole('grid');
    await waitFor(() => expect(grid).toBeVisible());
    const outside = within(grid).getByText('5', { selector: '[data-part=table-cell-trigger]' });
    await expect(outside).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(grid).getByText('18', { selector: '[data-part=table-cell-trigger]' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2024-03-18');
  },
};

export const Error: Story = { args: { value: '2024-03-15', errorText: 'Invalid date' } };
export const Disabled: Story = { args: { value: '2024-03-15', disabled: true } };
