import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { textsOf } from '../../../test-support/story-texts';
import type { StorySession } from '../auth-story-support';
import { authHandlers, withAuthHarness } from '../auth-story-support';
import { SignInGate } from '../sign-in-gate';
import { newPasswordParts } from '../new-password-fields/story-support';
import { ForcedPasswordChangeScreen } from './forced-password-change-screen';

/** As after a 202 sign-in of the sandbox's `demo_newpass`. */
const session: StorySession = {
  initialStatus: 'newPasswordRequired',
  pendingCredentials: { username: 'demo_newpass', password: 'Welcome#2024' },
  spies: { completeNewPassword: fn(), cancelNewPassword: fn() },
};

const meta = {
  title: 'Screens/Auth/ForcedPasswordChangeScreen',
  component: ForcedPasswordChangeScreen,
  decorators: [withAuthHarness],
  parameters: { session, msw: { handlers: [authHandlers.signInNewPasswordRequired()] } },
} satisfies Meta<typeof ForcedPasswordChangeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const parts = newPasswordParts;

/** Nothing typed yet: the button waits for both fields and says so beside it. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const { submit } = parts(canvasElement, t);
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(t('changePassword.blockedEmpty'));
  },
};

/** On a phone: the rules tick in the checklist under New Password as they are met. */
export const ChecklistOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const { newPassword } = parts(canvasElement, t);
    await userEvent.type(newPassword, 'Fresh#Pass1');
    const checklist = canvasElement.querySelector<HTMLElement>('[data-part="password-checklist"]');
    await expect(checklist).toBeVisible();
    await expect(checklist!.querySelectorAll('li[data-met]')).toHaveLength(5);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The confirmation differs: said under it, and the button stays disabled. */
export const Mismatch: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const { newPassword, confirm, submit } = parts(canvasElement, t);
    await userEvent.type(newPassword, 'Fresh#Pass1');
    await userEvent.type(confirm, 'Fresh#Pass2');
    await waitFor(() => expect(confirm).toHaveAccessibleDescription(t('changePassword.mismatch')));
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(t('changePassword.blockedMismatch'));
  },
};

/** A password that breaks a rule is refused before anything is sent. */
export const WeakPassword: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const { newPassword, confirm, submit } = parts(canvasElement, t);
    await userEvent.type(newPassword, 'freshpass1');
    await userEvent.type(confirm, 'freshpass1');
    await userEvent.click(submit);
    await waitFor(() => expect(newPassword).toHaveAccessibleDescription(expect.stringContaining(t('changePassword.uppercase'))));
    await expect(newPassword).toHaveFocus();
    await expect(session.spies?.completeNewPassword).not.toHaveBeenCalled();
  },
};

/** The server refuses the sign-in: its message is shown (in the portal's language) and nothing typed is lost. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [authHandlers.signInError(401, 'The username or password is incorrect')] } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    // The gate loads the forced-change screen on demand.
    await within(canvasElement).findByLabelText(t('auth.newPassword'));
    const { canvas, newPassword, confirm, submit } = parts(canvasElement, t);
    await userEvent.type(newPassword, 'Fresh#Pass1');
    await userEvent.type(confirm, 'Fresh#Pass1');
    await userEvent.click(submit);
    await expect(await canvas.findByText(t('changePassword.serverIncorrect'))).toHaveAttribute('role', 'alert');
    await expect(newPassword).toHaveValue('Fresh#Pass1');
  },
};

/** A valid new password signs in: the gate shows the portal. */
export const Success: Story = {
  render: () => (
    <SignInGate>
      <main>
        <h1>Home</h1>
      </main>
    </SignInGate>
  ),
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    // The gate loads the forced-change screen on demand.
    await within(canvasElement).findByLabelText(t('auth.newPassword'));
    const { canvas, newPassword, confirm, submit } = parts(canvasElement, t);
    await userEvent.type(newPassword, 'Fresh#Pass1');
    await userEvent.type(confirm, 'Fresh#Pass1');
    await userEvent.click(submit);
    await expect(await canvas.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  },
};

/** Back leaves the forced change. */
export const Back: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('label.back') }));
    await expect(session.spies?.cancelNewPassword).toHaveBeenCalled();
  },
};
