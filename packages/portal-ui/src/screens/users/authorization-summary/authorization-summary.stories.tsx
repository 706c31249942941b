import { EMPTY_AUTHORIZATION } from '@lego-portal/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { textsOf } from '../../../test-support/story-texts';
import { AuthorizationSummary } from './authorization-summary';

const meta = {
  title: 'Screens/Users/AuthorizationSummary',
  component: AuthorizationSummary,
  args: { value: { ...EMPTY_AUTHORIZATION, account: true, profile: true, report: true, transactionReport: true, registrationReport: true } },
} satisfies Meta<typeof AuthorizationSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Some grants given: those ticked, the rest empty, each state in words for screen readers. */
export const SomeGranted: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const line = (key: 'authorizationGrant.profile' | 'authorizationGrant.customerProfile') => within(canvasElement).getByText(t(key)).closest('li');
    await expect(line('authorizationGrant.profile')).toHaveTextContent(`${t('authorizationGrant.profile')}: ${t('userDetail.granted')}`);
    await expect(line('authorizationGrant.customerProfile')).toHaveTextContent(`${t('authorizationGrant.customerProfile')}: ${t('userDetail.notGranted')}`);
  },
};

/** Nothing given. */
export const NoneGranted: Story = { args: { value: { ...EMPTY_AUTHORIZATION } } };
