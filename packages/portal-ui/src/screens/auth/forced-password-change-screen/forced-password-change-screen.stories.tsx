import { CHANGE_PASSWORD_MESSAGES } from '@lego-portal/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { StorySession } from '../auth-story-support';
import { authHandlers, withAuthHarness } from '../auth-story-support';
import { SignInGate } from '../sign-in-gate';
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

const parts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    newPassword: canvas.getByLabelText('New Password'),
    confirm: canvas.getByLabelText('Confirm Password'),
    submit: canvas.getByRole('button', { name: 'Change Password' }),
  };
};

/** Nothing typed yet: the button waits for both fields. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { submit } = parts(canvasElement);
    await expect(submit).toBeDisabled();
  },
};

/** The confirmation differs: said under it, and the button stays disabled. */
export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const { newPassword, confirm, submit } = parts(canvasElement);
    await userEvent.type(newPassword, 'Fresh#Pass1');
    await userEvent.type(confirm, 'Fresh#Pass2');
    await waitFor(() => expect(confirm).toHaveAccessibleDescription(CHANGE_PASSWORD_MESSAGES.mismatch));
    await expect(submit).toBeDisabled();
  },
};

/** A password that breaks a rule is refused before anything is sent. */
export const WeakPassword: Story = {
  play: async ({ canvasElement }) => {
    const { newPassword, confirm, submit } = parts(canvasElement);
    await userEvent.type(newPassword, 'freshpass1');
    await userEvent.type(confirm, 'freshpass1');
    await userEvent.click(submit);
    await waitFor(() => expect(newPassword).toHaveAccessibleDescription(/Password must contain at least one uppercase letter\.$/));
    await expect(newPassword).toHaveFocus();
    await expect(session.spies?.completeNewPassword).not.toHaveBeenCalled();
  },
};

/** The server refuses the sign-in: its message is shown and nothing typed is lost. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [authHandlers.signInError(401, 'The username or password is incorrect')] } },
  play: async ({ canvasElement }) => {
    // The gate loads the forced-change screen on demand.
    await within(canvasElement).findByLabelText('New Password');
    const { canvas, newPassword, confirm, submit } = parts(canvasElement);
    await userEvent.type(newPassword, 'Fresh#Pass1');
    await userEvent.type(confirm, 'Fresh#Pass1');
    await userEvent.click(submit);
    await expect(await canvas.findByText('The username or password is incorrect')).toHaveAttribute('role', 'alert');
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
  play: async ({ canvasElement }) => {
    // The gate loads the forced-change screen on demand.
    await within(canvasElement).findByLabelText('New Password');
    const { canvas, newPassword, confirm, submit } = parts(canvasElement);
    await userEvent.type(newPassword, 'Fresh#Pass1');
    await userEvent.type(confirm, 'Fresh#Pass1');
    await userEvent.click(submit);
    await expect(await canvas.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  },
};

/** Back leaves the forced change. */
export const Back: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Back' }));
    await expect(session.spies?.cancelNewPassword).toHaveBeenCalled();
  },
};
