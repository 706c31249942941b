import { FORGOT_PASSWORD_MESSAGES } from '@lego-portal/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authHandlers, withAuthHarness } from '../auth-story-support';
import { SignInGate } from './sign-in-gate';

const meta = {
  title: 'Screens/Auth/SignInGate',
  component: SignInGate,
  args: {
    children: (
      <main>
        <h1>Home</h1>
        <p>The signed-in portal.</p>
      </main>
    ),
  },
  decorators: [withAuthHarness],
  parameters: { msw: { handlers: [authHandlers.signInOk()] } },
} satisfies Meta<typeof SignInGate>;
export default meta;
type Story = StoryObj<typeof meta>;

async function signIn(canvasElement: HTMLElement, username: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), username);
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
  return canvas;
}

/** 200: the portal replaces the login screen. */
export const SignIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'demo_full', 'Sandbox@2024');
    await expect(await canvas.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  },
};

/** 202: the forced password change replaces the login screen; the new password signs in. */
export const NewPasswordRequired: Story = {
  parameters: { msw: { handlers: [authHandlers.signInNewPasswordRequired()] } },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'demo_newpass', 'Welcome#2024');
    await expect(await canvas.findByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('New Password'), 'Fresh#Pass1');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'Fresh#Pass1');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(await canvas.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  },
};

/** Forgot Password and back: the username typed on either screen is kept. */
export const ForgotPasswordRoundTrip: Story = {
  parameters: { msw: { handlers: [authHandlers.forgot(200)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'demo_full');
    await userEvent.click(canvas.getByRole('link', { name: 'Forgot Password' }));
    await expect(await canvas.findByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('demo_full');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(canvas.getByText(FORGOT_PASSWORD_MESSAGES.sent)).toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('demo_full');
  },
};

/** A new tab asking the browser's other tabs for their session: a loading state, never the login form. */
export const JoiningAnotherTab: Story = {
  parameters: { session: { initialStatus: 'joining' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  },
};
