import { FORGOT_PASSWORD_MESSAGES } from '@lego-portal/rules';
import { MESSAGES_TH } from '@lego-portal/rules/th';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, inject, vi } from 'vitest';
import { UNREACHABLE_URL, renderScreen } from '../auth-test-support';
import { SignInGate } from '../sign-in-gate';
import { ForgotPasswordScreen } from './forgot-password-screen';
import { createUser, devGet, uniqueUsername } from '@lego-portal/test-kit';

const usernameField = () => screen.getByRole('textbox', { name: 'Username' });
const confirmButton = () => screen.getByRole('button', { name: 'Confirm' });

describe('ForgotPasswordScreen', () => {
  it('keeps Confirm disabled while the username is empty, says why, and goes Back', async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    renderScreen(<ForgotPasswordScreen onBack={onBack} onDone={() => {}} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Merchant Portal');
    expect(confirmButton()).toBeDisabled();
    expect(confirmButton()).toHaveAccessibleDescription('Enter your username to receive a temporary password.');
    await user.type(usernameField(), '   ');
    expect(confirmButton()).toBeDisabled();
    await user.type(usernameField(), 'someone');
    expect(confirmButton()).toBeEnabled();
    expect(screen.queryByText('Enter your username to receive a temporary password.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledWith('someone');
  });

  it('sends a temporary password (200) and returns to login with the message', async () => {
    const user = userEvent.setup();
    const url = inject('sandboxUrl');
    const account = await createUser(url);
    renderScreen(
      <SignInGate>
        <p>Announcement</p>
      </SignInGate>,
    );
    await user.type(usernameField(), account.username);
    await user.click(screen.getByRole('link', { name: 'Forgot Password' }));
    // The username typed on the login screen is carried over (the screen loads on demand).
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(usernameField()).toHaveValue(account.username);
    await user.click(confirmButton());

    expect(await screen.findByText(FORGOT_PASSWORD_MESSAGES.sent)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(usernameField()).toHaveValue(account.username);
    // A second temporary-password mail (after the one of the account's creation) is in the outbox.
    const outbox = await devGet<{ messages: unknown[] }>(url, `/api/dev/outbox?username=${account.username}`);
    expect(outbox.body.messages).toHaveLength(2);
  });

  it('hands the login screen a notice that follows the portal language', async () => {
    const user = userEvent.setup();
    const account = await createUser(inject('sandboxUrl'));
    const { setLocale } = renderScreen(
      <SignInGate>
        <p>Announcement</p>
      </SignInGate>,
    );
    await user.type(usernameField(), account.username);
    await user.click(screen.getByRole('link', { name: 'Forgot Password' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(FORGOT_PASSWORD_MESSAGES.sent)).toHaveAttribute('role', 'status');

    setLocale('th');
    expect(await screen.findByText(MESSAGES_TH['forgotPassword.sent'])).toHaveAttribute('role', 'status');
    expect(screen.getByRole('textbox', { name: MESSAGES_TH['auth.username'] })).toHaveValue(account.username);
  });

  it('is shown in Thai, its failures too', async () => {
    const user = userEvent.setup();
    renderScreen(<ForgotPasswordScreen onBack={() => {}} onDone={() => {}} />, { locale: 'th' });
    expect(await screen.findByRole('heading', { level: 2, name: MESSAGES_TH['label.forgotPassword'] })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES_TH['auth.forgotPasswordIntro'])).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: MESSAGES_TH['auth.username'] });
    expect(screen.getByRole('button', { name: MESSAGES_TH['label.back'] })).toBeInTheDocument();
    await user.type(field, `${uniqueUsername('nobody')}{Enter}`);
    await waitFor(() => expect(field).toHaveAccessibleDescription(MESSAGES_TH['forgotPassword.invalidUsername']));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES_TH['forgotPassword.invalidUsername']);
  });

  it('says the username is invalid for an unknown user (404), keeping the input', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderScreen(<ForgotPasswordScreen onBack={() => {}} onDone={onDone} />);
    const unknown = uniqueUsername('nobody');
    await user.type(usernameField(), `${unknown}{Enter}`);
    await waitFor(() => expect(usernameField()).toHaveAccessibleDescription(FORGOT_PASSWORD_MESSAGES.invalidUsername));
    expect(usernameField()).toHaveAttribute('aria-invalid', 'true');
    expect(usernameField()).toHaveValue(unknown);
    expect(screen.getByRole('alert')).toHaveTextContent(FORGOT_PASSWORD_MESSAGES.invalidUsername);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says the service is unavailable for any other failure', async () => {
    const user = userEvent.setup();
    renderScreen(<ForgotPasswordScreen onBack={() => {}} onDone={() => {}} />, { baseUrl: UNREACHABLE_URL });
    await user.type(usernameField(), 'demo_full');
    await user.click(confirmButton());
    await waitFor(() => expect(usernameField()).toHaveAccessibleDescription(FORGOT_PASSWORD_MESSAGES.unavailable));
  });
});
