import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { textsOf } from '../../../test-support/story-texts';
import { NewPasswordFieldsForm } from './new-password-fields-harness';

const meta = { title: 'Screens/Auth/NewPasswordFields', component: NewPasswordFieldsForm, args: { mode: 'forced' } } satisfies Meta<typeof NewPasswordFieldsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: Change Password is disabled and says why beside it. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const submit = canvas.getByRole('button', { name: t('label.changePassword') });
    await expect(submit).toBeDisabled();
    await expect(canvas.getByText(t('changePassword.blockedEmpty'))).toBeVisible();
  },
};

/** The confirmation differs: the mismatch under it, and the button says so. */
export const Mismatch: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await userEvent.type(canvas.getByLabelText(t('auth.newPassword')), 'New#Pass1');
    await userEvent.type(canvas.getByLabelText(t('auth.confirmPassword')), 'New#Pass2');
    await expect(canvas.getByText(t('changePassword.mismatch'))).toBeVisible();
    await expect(canvas.getByText(t('changePassword.blockedMismatch'))).toBeVisible();
  },
};

/** Both typed and alike: Change Password is enabled. */
export const Ready: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await userEvent.type(canvas.getByLabelText(t('auth.newPassword')), 'New#Pass1');
    await userEvent.type(canvas.getByLabelText(t('auth.confirmPassword')), 'New#Pass1');
    await expect(canvas.getByRole('button', { name: t('label.changePassword') })).toBeEnabled();
  },
};
