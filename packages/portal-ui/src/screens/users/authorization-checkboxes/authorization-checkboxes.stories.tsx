import type { AuthorizationChecked } from '@lego-portal/rules';
import { AUTHORIZATION_MESSAGES, EMPTY_AUTHORIZATION } from '@lego-portal/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuthorizationCheckboxes, type AuthorizationCheckboxesProps } from './authorization-checkboxes';

function Controlled(props: AuthorizationCheckboxesProps) {
  const [value, setValue] = useState<AuthorizationChecked>(props.value);
  return (
    <AuthorizationCheckboxes
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Users/AuthorizationCheckboxes',
  component: AuthorizationCheckboxes,
  render: (args) => <Controlled {...args} />,
  args: { value: EMPTY_AUTHORIZATION, onChange: fn() },
} satisfies Meta<typeof AuthorizationCheckboxes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing granted: children disabled until their group is ticked; a group ticks all its children. */
export const NothingTicked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Customer' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Account' }));
    await expect(canvas.getByRole('checkbox', { name: 'Profile' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Customer' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Customer' }));
    await expect(canvas.getByRole('checkbox', { name: 'Account' })).toBePartiallyChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...EMPTY_AUTHORIZATION, account: true, profile: true });
  },
};

/** Some reports granted: the Report group shows as indeterminate. */
export const PartlyTicked: Story = {
  args: { value: { ...EMPTY_AUTHORIZATION, report: true, transactionReport: true, onlineRegistrationReport: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Report' })).toBePartiallyChecked();
  },
};

/** A ticked group without children: the rules' messages. */
export const GroupsWithoutChildren: Story = {
  args: {
    value: { ...EMPTY_AUTHORIZATION, account: true, report: true },
    errors: { account: AUTHORIZATION_MESSAGES.accountChildRequired, report: AUTHORIZATION_MESSAGES.reportChildRequired },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Account' })).toHaveAccessibleDescription(AUTHORIZATION_MESSAGES.accountChildRequired);
    await expect(canvas.getByRole('group', { name: 'Report' })).toHaveAccessibleDescription(AUTHORIZATION_MESSAGES.reportChildRequired);
  },
};

/** View mode: the grants shown, nothing changeable. */
export const ReadOnly: Story = {
  args: { value: { ...EMPTY_AUTHORIZATION, account: true, profile: true, customerProfile: true }, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Account' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Customer' })).toBeChecked();
  },
};
