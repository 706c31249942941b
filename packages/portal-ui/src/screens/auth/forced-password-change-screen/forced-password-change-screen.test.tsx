import { CHANGE_PASSWORD_MESSAGES } from '@lego-portal/rules';
import { MESSAGES_TH } from '@lego-portal/rules/th';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, inject, vi } from 'vitest';
import { renderScreen } from '../auth-test-support';
import { SignInGate } from '../sign-in-gate';
import { ForcedPasswordChangeScreen } from './forced-password-change-screen';
import { createUser, signInStatus, strongPassword } from '@lego-portal/test-kit';

const newField = () => screen.getByLabelText('New Password');
const confirmField = () => screen.getByLabelText('Confirm Password');
const submitButton = () => screen.getByRole('button', { name: 'Change Password' });

/** The forced screen for a fresh user whose sign-in just answered 202. */
async function renderForUser(spies = {}) {
  const url = inject('sandboxUrl');
  const account = await createUser(url);
  const view = renderScreen(
    <SignInGate>
      <p>Announcement</p>
    </SignInGate>,
    {
      initialStatus: 'newPasswordRequired',
      pendingCredentials: { username: account.username, password: account.temporaryPassword },
      initialPath: '/user',
      spies,
    },
  );
  return { ...view, url, account };
}

describe('ForcedPasswordChangeScreen', () => {
  it('describes the new-password field with the rules, each marked as it is met', async () => {
    const user = userEvent.setup();
    renderScreen(<ForcedPasswordChangeScreen />, { initialStatus: 'newPasswordRequired' });
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(newField()).toHaveAccessibleDescription(/8-16 characters: not met\. .*At least one digit \(0-9\): not met\./);
    await user.type(newField(), 'abc1');
    expect(newField()).toHaveAccessibleDescription(/8-16 characters: not met\. At least one lowercase letter \(a-z\): met\./);
    expect(newField()).toHaveAccessibleDescription(/At least one digit \(0-9\): met\./);
    expect(screen.getByText('2 of 5 password rules met')).toBeInTheDocument();
  });

  it('describes the rules and their count in Thai', async () => {
    const user = userEvent.setup();
    renderScreen(<ForcedPasswordChangeScreen />, { initialStatus: 'newPasswordRequired', locale: 'th' });
    expect(await screen.findByText(MESSAGES_TH['auth.forcedChangeIntro'])).toBeInTheDocument();
    const field = screen.getByLabelText(MESSAGES_TH['auth.newPassword']);
    await user.type(field, 'abc1');
    const met = MESSAGES_TH['auth.ruleMet'];
    const notMet = MESSAGES_TH['auth.ruleNotMet'];
    expect(field).toHaveAccessibleDescription(
      `${MESSAGES_TH['auth.passwordRulesTitle']} ${MESSAGES_TH['passwordRule.length']}: ${notMet}. ${MESSAGES_TH['passwordRule.lowercase']}: ${met}. ` +
        `${MESSAGES_TH['passwordRule.uppercase']}: ${notMet}. ${MESSAGES_TH['passwordRule.digit']}: ${met}. ${MESSAGES_TH['passwordRule.special']}: ${notMet}.`,
    );
    expect(screen.getByText(MESSAGES_TH['auth.rulesMetCount'].replace('{met}', '2').replace('{total}', '5'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES_TH['auth.passwordRules'] })).toBeInTheDocument();
  });

  it('disables the button and says so when the confirmation does not match', async () => {
    const user = userEvent.setup();
    renderScreen(<ForcedPasswordChangeScreen />, { initialStatus: 'newPasswordRequired' });
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription(CHANGE_PASSWORD_MESSAGES.blockedEmpty);
    await user.type(newField(), 'Abcdef#1');
    await user.type(confirmField(), 'Abcdef#2');
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription(CHANGE_PASSWORD_MESSAGES.blockedMismatch);
    expect(confirmField()).toHaveAccessibleDescription(CHANGE_PASSWORD_MESSAGES.mismatch);
    await user.clear(confirmField());
    await user.type(confirmField(), 'Abcdef#1');
    expect(submitButton()).toBeEnabled();
    expect(confirmField()).not.toHaveAccessibleDescription(CHANGE_PASSWORD_MESSAGES.mismatch);
  });

  it('refuses a weak password before calling the server', async () => {
    const user = userEvent.setup();
    const completeNewPassword = vi.fn();
    renderScreen(<ForcedPasswordChangeScreen />, { initialStatus: 'newPasswordRequired', spies: { completeNewPassword } });
    await user.type(newField(), 'abcdefg1');
    await user.type(confirmField(), 'abcdefg1');
    await user.click(submitButton());
    await waitFor(() => expect(newField()).toHaveAccessibleDescription(/Password must contain at least one uppercase letter\./));
    expect(newField()).toHaveFocus();
    expect(completeNewPassword).not.toHaveBeenCalled();
  });

  it('signs in with the new password and goes home', async () => {
    const user = userEvent.setup();
    const { url, account, navigation } = await renderForUser();
    const password = strongPassword();
    await user.type(await screen.findByLabelText('New Password'), password);
    await user.type(confirmField(), password);
    await user.click(submitButton());
    expect(await screen.findByText('Announcement')).toBeInTheDocument();
    expect(navigation.location).toBe('/');
    expect(await signInStatus(url, account.username, password)).toBe(200);
  });

  it("shows the server's message and keeps the input when the sign-in fails", async () => {
    const user = userEvent.setup();
    const account = await createUser(inject('sandboxUrl'));
    renderScreen(<ForcedPasswordChangeScreen />, {
      initialStatus: 'newPasswordRequired',
      // As if the temporary password had been replaced meanwhile (e.g. by forgot password).
      pendingCredentials: { username: account.username, password: 'Outdated#Temp1' },
    });
    const password = strongPassword();
    await user.type(newField(), password);
    await user.type(confirmField(), password);
    await user.click(submitButton());
    expect(await screen.findByText('The username or password is incorrect')).toHaveAttribute('role', 'alert');
    expect(newField()).toHaveValue(password);
    expect(confirmField()).toHaveValue(password);
  });

  it('goes back to the login screen', async () => {
    const user = userEvent.setup();
    const cancelNewPassword = vi.fn();
    await renderForUser({ cancelNewPassword });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(cancelNewPassword).toHaveBeenCalledTimes(1);
  });
});
