import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckboxGroup, type CheckboxGroupProps } from './checkbox-group';

const reportItems = [
  { value: 'transactionReport', label: 'Transaction' },
  { value: 'registrationReport', label: 'Registration' },
  { value: 'onlineRegistrationReport', label: 'Online registration monitoring' },
];

function Controlled(props: CheckboxGroupProps) {
  const [state, setState] = useState({ checked: props.checked, value: props.value });
  return (
    <CheckboxGroup
      {...props}
      {...state}
      onChange={(next) => {
        setState(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/CheckboxGroup',
  component: CheckboxGroup,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Report', items: reportItems, checked: false, value: [], onChange: fn() },
} satisfies Meta<typeof CheckboxGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Group unticked: children unticked and disabled. Ticking the group ticks them all. */
export const Unticked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const child = canvas.getByRole('checkbox', { name: 'Transaction' });
    await expect(child).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Report' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ checked: true, value: reportItems.map((i) => i.value) });
    await expect(child).toBeEnabled();
    await expect(child).toBeChecked();
  },
};

export const Ticked: Story = { args: { checked: true, value: reportItems.map((i) => i.value) } };

/** Some children unticked; unticking the group clears and disables them all. */
export const Partial: Story = {
  args: { checked: true, value: ['registrationReport'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Registration' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Report' }));
    await expect(canvas.getByRole('checkbox', { name: 'Registration' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Registration' })).toBeDisabled();
  },
};

/** Every child ticked off one by one: the group is drawn mixed, never fully ticked, and asks for one again. */
export const AllTickedOff: Story = {
  args: { checked: true, value: reportItems.map((i) => i.value), indeterminateWhenPartial: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('checkbox', { name: 'Report' });
    for (const item of reportItems) await userEvent.click(canvas.getByRole('checkbox', { name: item.label }));
    await expect(group).not.toBeChecked();
    await expect(group).toBePartiallyChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Transaction' })).toBeEnabled();
  },
};

/** A ticked group with no child ticked and the rules' message: drawn mixed, not ticked. */
export const Error: Story = {
  args: {
    checked: true,
    value: [],
    errorText: 'Please select at least one of transaction, registration or online registration monitoring',
  },
};

export const Disabled: Story = { args: { checked: true, value: ['transactionReport'], disabled: true } };
