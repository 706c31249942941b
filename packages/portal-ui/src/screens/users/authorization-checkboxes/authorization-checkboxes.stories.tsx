import type { AuthorizationChecked } from '@lego-portal/rules';
import { EMPTY_AUTHORIZATION } from '@lego-portal/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { textsOf } from '../../../test-support/story-texts';
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
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const customer = canvas.getByRole('checkbox', { name: t('authorizationGrant.customerProfile') });
    await expect(customer).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: t('authorizationGrant.account') }));
    await expect(canvas.getByRole('checkbox', { name: t('authorizationGrant.profile') })).toBeChecked();
    await expect(customer).toBeChecked();
    await userEvent.click(customer);
    await expect(canvas.getByRole('checkbox', { name: t('authorizationGrant.account') })).toBePartiallyChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...EMPTY_AUTHORIZATION, account: true, profile: true });
  },
};

/** Some reports granted: the Report group shows as indeterminate. */
export const PartlyTicked: Story = {
  args: { value: { ...EMPTY_AUTHORIZATION, report: true, transactionReport: true, onlineRegistrationReport: true } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await expect(within(canvasElement).getByRole('checkbox', { name: t('authorizationGrant.report') })).toBePartiallyChecked();
    await expect(within(canvasElement).getByRole('checkbox', { name: t('authorizationGrant.onlineRegistrationReport') })).toBeChecked();
  },
};

/** A ticked group without children: the rules' messages, as the form gives them in its language. */
export const GroupsWithoutChildren: Story = {
  args: { value: { ...EMPTY_AUTHORIZATION, account: true, report: true } },
  render: (args, { globals }) => {
    const t = textsOf(globals.locale);
    return <Controlled {...args} errors={{ account: t('authorization.accountChildRequired'), report: t('authorization.reportChildRequired') }} />;
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(canvas.getByRole('group', { name: t('authorizationGrant.account') })).toHaveAccessibleDescription(t('authorization.accountChildRequired'));
    await expect(canvas.getByRole('group', { name: t('authorizationGrant.report') })).toHaveAccessibleDescription(t('authorization.reportChildRequired'));
  },
};

/** View mode: the grants shown, nothing changeable. */
export const ReadOnly: Story = {
  args: { value: { ...EMPTY_AUTHORIZATION, account: true, profile: true, customerProfile: true }, disabled: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(canvas.getByRole('checkbox', { name: t('authorizationGrant.account') })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: t('authorizationGrant.customerProfile') })).toBeChecked();
  },
};
