import { FORGOT_PASSWORD_MESSAGES, SESSION_EXPIRED_NOTICE } from '@lego-portal/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { StoryTexts } from '../../../test-support/story-texts';
import { textsOf } from '../../../test-support/story-texts';
import { authHandlers, withAuthHarness } from '../auth-story-support';
import { LoginScreen } from './login-screen';

const meta = {
  title: 'Screens/Auth/LoginScreen',
  component: LoginScreen,
  args: { onForgotPassword: fn() },
  decorators: [withAuthHarness],
  parameters: { msw: { handlers: [authHandlers.signInOk()] } },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement, t: StoryTexts) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    username: canvas.getByRole('textbox', { name: t('auth.username') }),
    password: canvas.getByLabelText(t('auth.password')),
    signIn: canvas.getByRole('button', { name: t('label.signIn') }),
  };
};

/** The page as it opens: one h1, the two fields, the Sign In button and the Forgot Password link. */
export const Empty: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = textsOf(globals.locale);
    const { canvas, username } = fields(canvasElement, t);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('auth.portalTitle'));
    await userEvent.type(username, 'merchant01');
    await userEvent.click(canvas.getByRole('link', { name: t('label.forgotPassword') }));
    await expect(args.onForgotPassword).toHaveBeenCalledWith('merchant01');
  },
};

export const BothEmpty: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const { username, password, signIn } = fields(canvasElement, t);
    await userEvent.click(signIn);
    await waitFor(() => expect(password).toHaveAccessibleDescription(t('login.usernameAndPasswordRequired')));
    await expect(username).toHaveFocus();
  },
};

export const PasswordMissing: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const { username, password } = fields(canvasElement, t);
    await userEvent.type(username, 'demo_full{Enter}');
    await waitFor(() => expect(password).toHaveAccessibleDescription(t('login.passwordRequired')));
    await expect(password).toHaveFocus();
  },
};

export const UsernameMissing: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const { username, password, signIn } = fields(canvasElement, t);
    await userEvent.type(password, 'Sandbox@2024');
    await userEvent.click(signIn);
    await waitFor(() => expect(password).toHaveAccessibleDescription(t('login.usernameRequired')));
    await expect(username).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server's message (401) under the password field, in the portal's language; what was typed stays. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [authHandlers.signInError(401, 'The username or password is incorrect')] } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const { canvas, username, password, signIn } = fields(canvasElement, t);
    await userEvent.type(username, 'demo_full');
    await userEvent.type(password, 'Wrong#Pass1');
    await userEvent.click(signIn);
    await waitFor(() => expect(password).toHaveAccessibleDescription(t('changePassword.serverIncorrect')));
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('changePassword.serverIncorrect'));
    await expect(password).toHaveValue('Wrong#Pass1');
  },
};

/** A server text the catalogue does not hold is shown as the server wrote it. */
export const ServerOwnMessage: Story = {
  parameters: { msw: { handlers: [authHandlers.signInError(403, 'Your user is locked. Please contact your administrator.')] } },
  play: async ({ canvasElement, globals }) => {
    const { username, password, signIn } = fields(canvasElement, textsOf(globals.locale));
    await userEvent.type(username, 'demo_locked');
    await userEvent.type(password, 'Sandbox@2024');
    await userEvent.click(signIn);
    await waitFor(() => expect(password).toHaveAccessibleDescription('Your user is locked. Please contact your administrator.'));
  },
};

/** No answer from the service: the client's synthetic 503 text under the password field. */
export const ServiceUnavailable: Story = {
  parameters: { msw: { handlers: [authHandlers.signInNoAnswer()] } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const { username, password, signIn } = fields(canvasElement, t);
    await userEvent.type(username, 'demo_full');
    await userEvent.type(password, 'Sandbox@2024');
    await userEvent.click(signIn);
    await waitFor(() => expect(password).toHaveAccessibleDescription(t('common.serviceUnavailable')));
  },
};

/** While the sign-in runs the button is busy and a second click sends nothing. */
export const SigningIn: Story = {
  parameters: { msw: { handlers: [authHandlers.signInPending()] } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const { canvas, username, password, signIn } = fields(canvasElement, t);
    await userEvent.type(username, 'demo_full');
    await userEvent.type(password, 'Sandbox@2024{Enter}');
    await waitFor(() => expect(signIn).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByText(t('auth.signingIn'))).toBeInTheDocument();
    await userEvent.click(signIn);
    await expect(signIn).toHaveAttribute('aria-busy', 'true');
  },
};

/** After an idle time-out: the notice stays until dismissed or the user types. */
export const SessionExpired: Story = {
  parameters: { session: { expiredNotice: SESSION_EXPIRED_NOTICE } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const { canvas, username } = fields(canvasElement, t);
    await expect(canvas.getByText(t('common.sessionExpired'))).toHaveAttribute('role', 'alert');
    await expect(canvas.getByRole('button', { name: t('auth.dismiss') })).toBeVisible();
    await userEvent.type(username, 'd');
    await waitFor(() => expect(canvas.queryByText(t('common.sessionExpired'))).not.toBeInTheDocument());
  },
};

/** Back from forgot password: the success message above the form. */
export const TemporaryPasswordSent: Story = {
  args: { notice: FORGOT_PASSWORD_MESSAGES.sent, noticeCode: 'forgotPassword.sent' },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await expect(within(canvasElement).getByText(t('forgotPassword.sent'))).toHaveAttribute('role', 'status');
  },
};
