import { FORGOT_PASSWORD_MESSAGES, LOGIN_MESSAGES } from '@lego-portal/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EXPIRED_NOTICE, authHandlers, withAuthHarness } from '../auth-story-support';
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

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    username: canvas.getByRole('textbox', { name: 'Username' }),
    password: canvas.getByLabelText('Password'),
    signIn: canvas.getByRole('button', { name: 'Sign In' }),
  };
};

/** The page as it opens: one h1, the two fields, the Sign In button and the Forgot Password link. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, username } = fields(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Merchant Portal');
    await userEvent.type(username, 'merchant01');
    await userEvent.click(canvas.getByRole('link', { name: 'Forgot Password' }));
    await expect(args.onForgotPassword).toHaveBeenCalledWith('merchant01');
  },
};

export const BothEmpty: Story = {
  play: async ({ canvasElement }) => {
    const { username, password, signIn } = fields(canvasElement);
    await userEvent.click(signIn);
    await waitFor(() => expect(password).toHaveAccessibleDescription(LOGIN_MESSAGES.usernameAndPasswordRequired));
    await expect(username).toHaveFocus();
  },
};

export const PasswordMissing: Story = {
  play: async ({ canvasElement }) => {
    const { username, password } = fields(canvasElement);
    await userEvent.type(username, 'demo_full{Enter}');
    await waitFor(() => expect(password).toHaveAccessibleDescription(LOGIN_MESSAGES.passwordRequired));
    await expect(password).toHaveFocus();
  },
};

export const UsernameMissing: Story = {
  play: async ({ canvasElement }) => {
    const { username, password, signIn } = fields(canvasElement);
    await userEvent.type(password, 'Sandbox@2024');
    await userEvent.click(signIn);
    await waitFor(() => expect(password).toHaveAccessibleDescription(LOGIN_MESSAGES.usernameRequired));
    await expect(username).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server's message (401) under the password field; what was typed stays. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [authHandlers.signInError(401, 'The username or password is incorrect')] } },
  play: async ({ canvasElement }) => {
    const { canvas, username, password, signIn } = fields(canvasElement);
    await userEvent.type(username, 'demo_full');
    await userEvent.type(password, 'Wrong#Pass1');
    await userEvent.click(signIn);
    await waitFor(() => expect(password).toHaveAccessibleDescription('The username or password is incorrect'));
    await expect(canvas.getByRole('alert')).toHaveTextContent('The username or password is incorrect');
    await expect(password).toHaveValue('Wrong#Pass1');
  },
};

/** No answer from the service: the client's synthetic 503 text under the password field. */
export const ServiceUnavailable: Story = {
  parameters: { msw: { handlers: [authHandlers.signInNoAnswer()] } },
  play: async ({ canvasElement }) => {
    const { username, password, signIn } = fields(canvasElement);
    await userEvent.type(username, 'demo_full');
    await userEvent.type(password, 'Sandbox@2024');
    await userEvent.click(signIn);
    await waitFor(() => expect(password).toHaveAccessibleDescription('Service Unavailable'));
  },
};

/** While the sign-in runs the button is busy and a second click sends nothing. */
export const SigningIn: Story = {
  parameters: { msw: { handlers: [authHandlers.signInPending()] } },
  play: async ({ canvasElement }) => {
    const { canvas, username, password, signIn } = fields(canvasElement);
    await userEvent.type(username, 'demo_full');
    await userEvent.type(password, 'Sandbox@2024{Enter}');
    await waitFor(() => expect(signIn).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByText('Signing in')).toBeInTheDocument();
    await userEvent.click(signIn);
    await expect(signIn).toHaveAttribute('aria-busy', 'true');
  },
};

/** After an idle time-out: the notice stays until dismissed or the user types. */
export const SessionExpired: Story = {
  parameters: { session: { expiredNotice: EXPIRED_NOTICE } },
  play: async ({ canvasElement }) => {
    const { canvas, username } = fields(canvasElement);
    await expect(canvas.getByText(EXPIRED_NOTICE)).toHaveAttribute('role', 'alert');
    await userEvent.type(username, 'd');
    await waitFor(() => expect(canvas.queryByText(EXPIRED_NOTICE)).not.toBeInTheDocument());
  },
};

/** Back from forgot password: the success message above the form. */
export const TemporaryPasswordSent: Story = {
  args: { notice: FORGOT_PASSWORD_MESSAGES.sent },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(FORGOT_PASSWORD_MESSAGES.sent)).toHaveAttribute('role', 'status');
  },
};
