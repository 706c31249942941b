import { FORGOT_PASSWORD_MESSAGES, LOGIN_MESSAGES, SESSION_EXPIRED_NOTICE } from '@lego-portal/rules';
import { MESSAGES_TH } from '@lego-portal/rules/th';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, inject, vi } from 'vitest';
import { UNREACHABLE_URL, renderScreen } from '../auth-test-support';
import { SignInGate } from '../sign-in-gate';
import { LoginScreen } from './login-screen';
import { createUser, DEMO_PASSWORD } from '@lego-portal/test-kit';

const EXPIRED = 'Your session has been expired. Please login again';

const username = () => screen.getByRole('textbox', { name: 'Username' });
const password = () => screen.getByLabelText('Password');
const signInButton = () => screen.getByRole('button', { name: 'Sign In' });

/** The portal behind the gate: what a signed-in user sees. */
function renderGate(options: Parameters<typeof renderScreen>[1] = {}) {
  return renderScreen(
    <SignInGate>
      <p>Announcement</p>
    </SignInGate>,
    options,
  );
}

describe('LoginScreen', () => {
  it('is a page with one h1, a main landmark and the two fields', () => {
    renderScreen(<LoginScreen onForgotPassword={() => {}} />);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Merchant Portal');
    expect(username()).toBeInTheDocument();
    expect(password()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href');
    expect(screen.queryByRole('button', { name: 'Forgot Password' })).not.toBeInTheDocument();
  });

  it('reports empty fields under the password field without calling the server', async () => {
    const user = userEvent.setup();
    const signIn = vi.fn();
    renderScreen(<LoginScreen onForgotPassword={() => {}} />, { spies: { signIn } });

    await user.click(signInButton());
    await waitFor(() => expect(password()).toHaveAccessibleDescription(LOGIN_MESSAGES.usernameAndPasswordRequired));
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(username()).toHaveAttribute('aria-invalid', 'true');
    expect(username()).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(LOGIN_MESSAGES.usernameAndPasswordRequired);

    // After a first try, the message follows what is still missing.
    await user.type(username(), 'merchant01');
    await waitFor(() => expect(password()).toHaveAccessibleDescription(LOGIN_MESSAGES.passwordRequired));
    expect(username()).not.toHaveAttribute('aria-invalid');

    await user.clear(username());
    await user.type(password(), 'secret');
    await waitFor(() => expect(password()).toHaveAccessibleDescription(LOGIN_MESSAGES.usernameRequired));
    expect(signIn).not.toHaveBeenCalled();
  });

  it('signs in on Enter (200) and shows the portal', async () => {
    const user = userEvent.setup();
    renderGate();
    await user.type(username(), 'demo_full');
    await user.type(password(), `${DEMO_PASSWORD}{Enter}`);
    expect(await screen.findByText('Announcement')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('asks a user with a temporary password for a new one (202)', async () => {
    const user = userEvent.setup();
    const account = await createUser(inject('sandboxUrl'));
    renderGate();
    await user.type(username(), account.username);
    await user.type(password(), account.temporaryPassword);
    await user.click(signInButton());
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toBeInTheDocument();
    expect(screen.queryByText('Announcement')).not.toBeInTheDocument();
  });

  it("shows the server's message under the password field and keeps what was typed", async () => {
    const user = userEvent.setup();
    const account = await createUser(inject('sandboxUrl'));
    renderGate();
    await user.type(username(), account.username);
    await user.type(password(), 'Wrong#Pass1');
    await user.click(signInButton());
    await waitFor(() => expect(password()).toHaveAccessibleDescription('The username or password is incorrect'));
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveFocus();
    expect(password()).toHaveValue('Wrong#Pass1');
    expect(username()).toHaveValue(account.username);
    expect(screen.getByRole('alert')).toHaveTextContent('The username or password is incorrect');

    // Typing again clears the stale message.
    await user.type(password(), 'x');
    await waitFor(() => expect(password()).not.toHaveAttribute('aria-invalid'));
  });

  it('shows the 503 message under the password field when the service cannot be reached', async () => {
    const user = userEvent.setup();
    renderGate({ baseUrl: UNREACHABLE_URL });
    await user.type(username(), 'demo_full');
    await user.type(password(), DEMO_PASSWORD);
    await user.click(signInButton());
    await waitFor(() => expect(password()).toHaveAccessibleDescription('Service Unavailable'));
  });

  it('sends one sign-in for a double click', async () => {
    const user = userEvent.setup();
    const signIn = vi.fn();
    renderGate({ spies: { signIn } });
    await user.type(username(), 'demo_full');
    await user.type(password(), DEMO_PASSWORD);
    await user.dblClick(signInButton());
    expect(await screen.findByText('Announcement')).toBeInTheDocument();
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('shows the session-expired notice until the user types', async () => {
    const user = userEvent.setup();
    renderScreen(<LoginScreen onForgotPassword={() => {}} />, { expiredNotice: SESSION_EXPIRED_NOTICE });
    expect(screen.getByText(EXPIRED)).toHaveAttribute('role', 'alert');
    await user.type(username(), 'd');
    await waitFor(() => expect(screen.queryByText(EXPIRED)).not.toBeInTheDocument());
  });

  it('lets the user dismiss the session-expired notice', async () => {
    const user = userEvent.setup();
    renderScreen(<LoginScreen onForgotPassword={() => {}} />, { expiredNotice: SESSION_EXPIRED_NOTICE });
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText(EXPIRED)).not.toBeInTheDocument());
  });

  it('shows a success notice and hands the typed username to Forgot Password', async () => {
    const user = userEvent.setup();
    const onForgotPassword = vi.fn();
    renderScreen(<LoginScreen notice={FORGOT_PASSWORD_MESSAGES.sent} onForgotPassword={onForgotPassword} />);
    expect(screen.getByText(FORGOT_PASSWORD_MESSAGES.sent)).toHaveAttribute('role', 'status');
    await user.type(username(), 'merchant01');
    await user.click(screen.getByRole('link', { name: 'Forgot Password' }));
    expect(onForgotPassword).toHaveBeenCalledWith('merchant01');
  });

  it('is shown in Thai: labels, buttons, the session-expired notice and a missing field', async () => {
    const user = userEvent.setup();
    renderScreen(<LoginScreen onForgotPassword={() => {}} />, { locale: 'th', expiredNotice: SESSION_EXPIRED_NOTICE });
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES_TH['auth.portalTitle'] })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: MESSAGES_TH['label.signIn'] })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES_TH['common.sessionExpired'])).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: MESSAGES_TH['auth.dismiss'] })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES_TH['label.forgotPassword'] })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES_TH['field.showPassword'] })).toHaveTextContent(MESSAGES_TH['field.show']);
    const thaiPassword = screen.getByLabelText(MESSAGES_TH['auth.password']);

    await user.click(screen.getByRole('button', { name: MESSAGES_TH['label.signIn'] }));
    await waitFor(() => expect(thaiPassword).toHaveAccessibleDescription(MESSAGES_TH['login.usernameAndPasswordRequired']));
    expect(screen.getByRole('textbox', { name: MESSAGES_TH['auth.username'] })).toHaveFocus();
  });

  it("shows the server's answer in the language of the moment, keeping what was typed across a switch", async () => {
    const user = userEvent.setup();
    const account = await createUser(inject('sandboxUrl'));
    const { setLocale } = renderGate();
    await user.type(username(), account.username);
    await user.type(password(), 'Wrong#Pass1');
    await user.click(signInButton());
    await waitFor(() => expect(password()).toHaveAccessibleDescription('The username or password is incorrect'));

    setLocale('th');
    const thaiPassword = await screen.findByLabelText(MESSAGES_TH['auth.password']);
    await waitFor(() => expect(thaiPassword).toHaveAccessibleDescription(MESSAGES_TH['changePassword.serverIncorrect']));
    expect(thaiPassword).toHaveValue('Wrong#Pass1');
    expect(screen.getByRole('textbox', { name: MESSAGES_TH['auth.username'] })).toHaveValue(account.username);

    setLocale('en');
    await waitFor(() => expect(password()).toHaveAccessibleDescription('The username or password is incorrect'));
    expect(password()).toHaveValue('Wrong#Pass1');
  });

  it('shows the 503 message in Thai when the service cannot be reached', async () => {
    const user = userEvent.setup();
    renderGate({ baseUrl: UNREACHABLE_URL, locale: 'th' });
    await user.type(await screen.findByRole('textbox', { name: MESSAGES_TH['auth.username'] }), 'demo_full');
    const thaiPassword = screen.getByLabelText(MESSAGES_TH['auth.password']);
    await user.type(thaiPassword, `${DEMO_PASSWORD}{Enter}`);
    await waitFor(() => expect(thaiPassword).toHaveAccessibleDescription(MESSAGES_TH['common.serviceUnavailable']));
  });

  it('follows the Forgot Password link with Enter from the keyboard, and not with Space', async () => {
    const user = userEvent.setup();
    const onForgotPassword = vi.fn();
    renderScreen(<LoginScreen defaultUsername="merchant02" onForgotPassword={onForgotPassword} />);
    screen.getByRole('link', { name: 'Forgot Password' }).focus();
    await user.keyboard(' ');
    expect(onForgotPassword).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onForgotPassword).toHaveBeenCalledWith('merchant02');
  });
});
