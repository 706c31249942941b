import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { textsOf } from '../../../test-support/story-texts';
import { NewPasswordFieldsForm } from './new-password-fields-harness';
import { newPasswordParts } from './story-support';

const meta = { title: 'Screens/Auth/NewPasswordFields', component: NewPasswordFieldsForm, args: { mode: 'forced' } } satisfies Meta<typeof NewPasswordFieldsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: Change Password is disabled and says why beside it. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const { canvas, submit } = newPasswordParts(canvasElement, t);
    await expect(submit).toBeDisabled();
    await expect(canvas.getByText(t('changePassword.blockedEmpty'))).toBeVisible();
  },
};

/** The confirmation differs: the mismatch under it, and the button says so. */
export const Mismatch: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const { canvas, newPassword, confirm } = newPasswordParts(canvasElement, t);
    await userEvent.type(newPassword, 'New#Pass1');
    await userEvent.type(confirm, 'New#Pass2');
    await expect(canvas.getByText(t('changePassword.mismatch'))).toBeVisible();
    await expect(canvas.getByText(t('changePassword.blockedMismatch'))).toBeVisible();
  },
};

/** Both typed and alike: Change Password is enabled. */
export const Ready: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const { newPassword, confirm, submit } = newPasswordParts(canvasElement, t);
    await userEvent.type(newPassword, 'New#Pass1');
    await userEvent.type(confirm, 'New#Pass1');
    await expect(submit).toBeEnabled();
  },
};
