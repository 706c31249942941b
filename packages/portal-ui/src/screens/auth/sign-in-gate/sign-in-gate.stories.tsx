import type { PortalLocale } from '@lego-portal/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { StoryTexts } from '../../../test-support/story-texts';
import { textsOf } from '../../../test-support/story-texts';
import { LocaleSwitch } from '../../../primitives/locale-switch';
import { TextsProvider } from '../../../texts';
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

async function signIn(canvasElement: HTMLElement, t: StoryTexts, username: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: t('auth.username') }), username);
  await userEvent.type(canvas.getByLabelText(t('auth.password')), password);
  await userEvent.click(canvas.getByRole('button', { name: t('label.signIn') }));
  return canvas;
}

/** 200: the portal replaces the login screen. */
export const SignIn: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = await signIn(canvasElement, textsOf(globals.locale), 'demo_full', 'Sandbox@2024');
    await expect(await canvas.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  },
};

/** 202: the forced password change replaces the login screen; the new password signs in. */
export const NewPasswordRequired: Story = {
  parameters: { msw: { handlers: [authHandlers.signInNewPasswordRequired()] } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = await signIn(canvasElement, t, 'demo_newpass', 'Welcome#2024');
    await expect(await canvas.findByRole('heading', { name: t('label.changePassword') })).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(t('auth.newPassword')), 'Fresh#Pass1');
    await userEvent.type(canvas.getByLabelText(t('auth.confirmPassword')), 'Fresh#Pass1');
    await userEvent.click(canvas.getByRole('button', { name: t('label.changePassword') }));
    await expect(await canvas.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  },
};

/** Forgot Password and back: the username typed on either screen is kept. */
export const ForgotPasswordRoundTrip: Story = {
  parameters: { msw: { handlers: [authHandlers.forgot(200)] } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t('auth.username') }), 'demo_full');
    await userEvent.click(canvas.getByRole('link', { name: t('label.forgotPassword') }));
    await expect(await canvas.findByRole('heading', { name: t('label.forgotPassword') })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: t('auth.username') })).toHaveValue('demo_full');
    await userEvent.click(canvas.getByRole('button', { name: t('label.confirm') }));
    await waitFor(() => expect(canvas.getByText(t('forgotPassword.sent'))).toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: t('label.signIn') })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: t('auth.username') })).toHaveValue('demo_full');
  },
};

/** A new tab asking the browser's other tabs for their session: a loading state, never the login form. */
export const JoiningAnotherTab: Story = {
  parameters: { session: { initialStatus: 'joining' } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: t('auth.loading') })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('label.signIn') })).not.toBeInTheDocument();
  },
};

/**
 * The host's controls on the signed-out pages (`actions`): here a language switch in the login
 * page's corner; a username typed before switching stays.
 */
export const WithLanguageSwitch: Story = {
  render: function Render(args) {
    const [locale, setLocale] = useState<PortalLocale>('en');
    return (
      <TextsProvider locale={locale}>
        <SignInGate {...args} actions={<LocaleSwitch value={locale} onValueChange={setLocale} />} />
      </TextsProvider>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: textsOf('en')('auth.username') }), 'demo_full');
    await userEvent.click(within(canvas.getByRole('main')).getByText('ไทย'));
    const th = textsOf('th');
    await expect(await canvas.findByRole('button', { name: th('label.signIn') })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: th('auth.username') })).toHaveValue('demo_full');
  },
};
