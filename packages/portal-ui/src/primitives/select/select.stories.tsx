import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { textsOf } from '../../test-support/story-texts';
import { Select, type SelectProps } from './select';

const statuses = [
  { value: 'ALL', label: 'All' },
  { value: 'A', label: 'Active' },
  { value: 'I', label: 'Inactive' },
  { value: 'L', label: 'Locked' },
];

function Controlled(props: SelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: '16rem' }}>
      <Select
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
  title: 'Primitives/Select',
  component: Select,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Status', options: statuses, value: null, onValueChange: fn() },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Status' });
    await expect(trigger).toHaveTextContent(textsOf(globals.locale)('control.selectPlaceholder'));
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Locked' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('L');
    await waitFor(() => expect(trigger).toHaveTextContent('Locked'));
  },
};

export const Selected: Story = { args: { value: 'A' } };

export const KeyboardOnly: Story = {
  args: { value: 'ALL' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Status' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    // Keys only once the list has taken the highlight and the focus: it highlights at once and
    // focuses a frame later, and until then keys go to the trigger.
    await waitFor(() => expect(listbox.querySelector('[data-highlighted]')).not.toBeNull());
    await waitFor(() => expect(listbox).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Active' })).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('A');
  },
};

export const Error: Story = { args: { errorText: 'Please select a status' } };
export const Disabled: Story = { args: { value: 'A', disabled: true } };
