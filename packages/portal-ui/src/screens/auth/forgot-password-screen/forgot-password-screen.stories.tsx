import { FORGOT_PASSWORD_MESSAGES } from '@lego-portal/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { StoryTexts } from '../../../test-support/story-texts';
import { textsOf } from '../../../test-support/story-texts';
import { authHandlers, withAuthHarness } from '../auth-story-support';
import { ForgotPasswordScreen } from './forgot-password-screen';

const meta = {
  title: 'Screens/Auth/ForgotPasswordScreen',
  component: ForgotPasswordScreen,
  args: { onBack: fn(), onDone: fn() },
  decorators: [withAuthHarness],
  parameters: { msw: { handlers: [authHandlers.forgot(200)] } },
} satisfies Meta<typeof ForgotPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const parts = (canvasElement: HTMLElement, t: StoryTexts) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    username: canvas.getByRole('textbox', { name: t('auth.username') }),
    confirm: canvas.getByRole('button', { name: t('label.confirm') }),
  };
};

/** Confirm stays disabled until a username is typed; Back returns to login. */
export const Empty: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = textsOf(globals.locale);
    const { canvas, username, confirm } = parts(canvasElement, t);
    await expect(confirm).toBeDisabled();
    await userEvent.type(username, 'demo_full');
    await expect(confirm).toBeEnabled();
    await expect(canvas.getByText(t('auth.forgotPasswordIntro'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('label.back') }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** 200: back to login with 'Temporary password has been sent to your email address.' (and its key). */
export const Sent: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = textsOf(globals.locale);
    const { username, confirm } = parts(canvasElement, t);
    await userEvent.type(username, 'demo_full');
    await userEvent.click(confirm);
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith(FORGOT_PASSWORD_MESSAGES.sent, 'demo_full', 'forgotPassword.sent'));
  },
};

/** 404: the username is unknown; it stays in the field to be corrected. */
export const InvalidUsername: Story = {
  parameters: { msw: { handlers: [authHandlers.forgot(404)] } },
  play: async ({ canvasElement, args, globals }) => {
    const t = textsOf(globals.locale);
    const { canvas, username } = parts(canvasElement, t);
    await userEvent.type(username, 'nobody_here{Enter}');
    await waitFor(() => expect(username).toHaveAccessibleDescription(t('forgotPassword.invalidUsername')));
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('forgotPassword.invalidUsername'));
    await expect(username).toHaveValue('nobody_here');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Any other answer (here 500): the service is unavailable. */
export const Unavailable: Story = {
  parameters: { msw: { handlers: [authHandlers.forgot(500)] } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const { username, confirm } = parts(canvasElement, t);
    await userEvent.type(username, 'demo_full');
    await userEvent.click(confirm);
    await waitFor(() => expect(username).toHaveAccessibleDescription(t('forgotPassword.unavailable')));
  },
};
