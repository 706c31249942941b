import { CHANGE_PASSWORD_MESSAGES } from '@lego-portal/rules';
import { MESSAGES_TH } from '@lego-portal/rules/th';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, inject, vi } from 'vitest';
import { UNREACHABLE_URL, renderScreen } from '../auth-test-support';
import { ChangePasswordScreen } from './change-password-screen';
import { createActiveUser, signInStatus, signInTokens, strongPassword } from '@lego-portal/test-kit';

const currentField = () => screen.getByLabelText('Current Password');
const newField = () => screen.getByLabelText('New Password');
const confirmField = () => screen.getByLabelText('Confirm Password');
const submitButton = () => screen.getByRole('button', { name: 'Change Password' });

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm = next) {
  await user.type(currentField(), current);
  await user.type(newField(), next);
  await user.type(confirmField(), confirm);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ChangePasswordScreen', () => {
  it('is a titled section (inside the frame) whose button waits for every field and says why', async () => {
    const user = userEvent.setup();
    renderScreen(<ChangePasswordScreen />);
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Change Password' })).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription(CHANGE_PASSWORD_MESSAGES.blockedEmpty);
    expect(screen.getByText(CHANGE_PASSWORD_MESSAGES.blockedEmpty)).toBeVisible();
    await user.type(currentField(), 'Old#Pass1');
    await user.type(newField(), 'New#Pass1');
    expect(submitButton()).toBeDisabled();
    await user.type(confirmField(), 'New#Pass2');
    expect(submitButton()).toHaveAccessibleDescription(CHANGE_PASSWORD_MESSAGES.blockedMismatch);
    await user.clear(confirmField());
    await user.type(confirmField(), 'New#Pass1');
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByText(CHANGE_PASSWORD_MESSAGES.blockedEmpty)).toBeNull();
    expect(screen.queryByText(CHANGE_PASSWORD_MESSAGES.blockedMismatch)).toBeNull();
  });

  it('shows the rules as a checklist under New Password while it has focus or content, ticking each one met', async () => {
    const user = userEvent.setup();
    const { container } = renderScreen(<ChangePasswordScreen />);
    const checklist = () => container.querySelector('[data-part="password-checklist"]');
    expect(checklist()).toBeNull();
    await user.click(newField());
    expect(checklist()).toHaveTextContent('Your new password must have:');
    expect(checklist()?.querySelectorAll('li[data-met]')).toHaveLength(0);
    await user.type(newField(), 'abc1');
    const met = () => [...(checklist()?.querySelectorAll('li[data-met]') ?? [])].map((item) => item.textContent);
    expect(met()).toEqual([expect.stringContaining('lowercase'), expect.stringContaining('digit')]);
    // Leaving the field keeps it while there is something typed, and clears it when emptied.
    await user.click(confirmField());
    expect(checklist()).not.toBeNull();
    await user.clear(newField());
    await user.click(currentField());
    expect(checklist()).toBeNull();
  });

  it('ticks the password rules in the new-password description as they are met', async () => {
    const user = userEvent.setup();
    renderScreen(<ChangePasswordScreen />);
    await user.type(newField(), 'Abcdefgh');
    expect(newField()).toHaveAccessibleDescription(/8-16 characters: met\./);
    expect(newField()).toHaveAccessibleDescription(/At least one uppercase letter \(A-Z\): met\./);
    expect(newField()).toHaveAccessibleDescription(/At least one digit \(0-9\): not met\./);
    expect(newField()).toHaveAccessibleDescription(/At least one special character: ! @ # \$ & \*: not met\./);
  });

  it('says when the confirmation does not match', async () => {
    const user = userEvent.setup();
    renderScreen(<ChangePasswordScreen />);
    await fill(user, 'Old#Pass1', 'New#Pass1', 'New#Pass2');
    expect(confirmField()).toHaveAccessibleDescription(CHANGE_PASSWORD_MESSAGES.mismatch);
    expect(submitButton()).toBeDisabled();
  });

  it('refuses a new password equal to the current one', async () => {
    const user = userEvent.setup();
    renderScreen(<ChangePasswordScreen />);
    await fill(user, 'Same#Pass1', 'Same#Pass1');
    await user.click(submitButton());
    await waitFor(() => expect(newField()).toHaveAccessibleDescription(new RegExp(`${CHANGE_PASSWORD_MESSAGES.sameAsCurrent}$`)));
    expect(screen.getByRole('alert')).toHaveTextContent(CHANGE_PASSWORD_MESSAGES.sameAsCurrent);
  });

  it("says 'Current password is invalid.' under the current password and keeps the input", async () => {
    const user = userEvent.setup();
    const account = await createActiveUser(inject('sandboxUrl'));
    renderScreen(<ChangePasswordScreen />, { tokens: account.tokens });
    const next = strongPassword();
    await fill(user, 'Not#Mine12', next);
    await user.click(submitButton());
    await waitFor(() => expect(currentField()).toHaveAccessibleDescription(CHANGE_PASSWORD_MESSAGES.currentInvalid));
    expect(currentField()).toHaveFocus();
    expect(currentField()).toHaveValue('Not#Mine12');
    expect(newField()).toHaveValue(next);
    expect(confirmField()).toHaveValue(next);
  });

  it('says the current password is invalid in the language of the moment', async () => {
    const user = userEvent.setup();
    const account = await createActiveUser(inject('sandboxUrl'));
    const { setLocale } = renderScreen(<ChangePasswordScreen />, { tokens: account.tokens, locale: 'th' });
    const current = await screen.findByLabelText(MESSAGES_TH['auth.currentPassword']);
    const next = strongPassword();
    await user.type(current, 'Not#Mine12');
    await user.type(screen.getByLabelText(MESSAGES_TH['auth.newPassword']), next);
    await user.type(screen.getByLabelText(MESSAGES_TH['auth.confirmPassword']), next);
    await user.click(screen.getByRole('button', { name: MESSAGES_TH['label.changePassword'] }));
    await waitFor(() => expect(current).toHaveAccessibleDescription(MESSAGES_TH['changePassword.currentInvalid']));

    setLocale('en');
    await waitFor(() => expect(currentField()).toHaveAccessibleDescription(CHANGE_PASSWORD_MESSAGES.currentInvalid));
    expect(currentField()).toHaveValue('Not#Mine12');
  });

  it('shows the 503 text and a mismatch in Thai', async () => {
    const user = userEvent.setup();
    renderScreen(<ChangePasswordScreen />, { baseUrl: UNREACHABLE_URL, locale: 'th' });
    await user.type(await screen.findByLabelText(MESSAGES_TH['auth.currentPassword']), 'Old#Pass1');
    await user.type(screen.getByLabelText(MESSAGES_TH['auth.newPassword']), 'New#Pass1');
    const confirm = screen.getByLabelText(MESSAGES_TH['auth.confirmPassword']);
    await user.type(confirm, 'New#Pass2');
    expect(confirm).toHaveAccessibleDescription(MESSAGES_TH['changePassword.mismatch']);
    await user.clear(confirm);
    await user.type(confirm, 'New#Pass1');
    await user.click(screen.getByRole('button', { name: MESSAGES_TH['label.changePassword'] }));
    expect(await screen.findByText(MESSAGES_TH['common.serviceUnavailable'])).toHaveAttribute('role', 'alert');
  });

  it('shows any other server message as it is', async () => {
    const user = userEvent.setup();
    const url = inject('sandboxUrl');
    const account = await createActiveUser(url);
    // The session holds the access token of another sign-in of the same user: the server refuses it.
    const otherSession = await signInTokens(url, account.username, account.password);
    renderScreen(<ChangePasswordScreen />, { clientTokens: { ...account.tokens, accessToken: otherSession.accessToken }, tokens: account.tokens });
    await fill(user, account.password, strongPassword());
    await user.click(submitButton());
    expect(await screen.findByText('Invalid access token')).toHaveAttribute('role', 'alert');
  });

  it('shows the 503 text when the service cannot be reached', async () => {
    const user = userEvent.setup();
    renderScreen(<ChangePasswordScreen />, { baseUrl: UNREACHABLE_URL });
    await fill(user, 'Old#Pass1', 'New#Pass1');
    await user.click(submitButton());
    expect(await screen.findByText('Service Unavailable')).toHaveAttribute('role', 'alert');
    expect(currentField()).toHaveValue('Old#Pass1');
  });

  it('changes the password, says so, and goes home after the seconds it shows, without a press', async () => {
    // Timers run with the real clock (the sandbox answers meanwhile) and can be moved on.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const url = inject('sandboxUrl');
    const account = await createActiveUser(url);
    const { navigation } = renderScreen(<ChangePasswordScreen />, { tokens: account.tokens, initialPath: '/change-password' });
    const next = strongPassword();
    await fill(user, account.password, next);
    await user.click(submitButton());

    const message = await screen.findByText(CHANGE_PASSWORD_MESSAGES.success);
    expect(message).toHaveAttribute('role', 'status');
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    expect(screen.getByText(/^Going to the home screen in [1-5] s\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to home screen now' })).toHaveAttribute('href', '/');
    expect(navigation.location).toBe('/change-password');
    for (let second = 0; second < 5; second += 1) act(() => vi.advanceTimersByTime(1000));
    expect(navigation.location).toBe('/');
    expect(await signInStatus(url, account.username, next)).toBe(200);
  });

  it("stops going home on 'Stay on this page' (WCAG 2.2.1)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const url = inject('sandboxUrl');
    const account = await createActiveUser(url);
    const { navigation } = renderScreen(<ChangePasswordScreen />, { tokens: account.tokens, initialPath: '/change-password' });
    await fill(user, account.password, strongPassword());
    await user.click(submitButton());
    await screen.findByText(CHANGE_PASSWORD_MESSAGES.success);

    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByText('You stay on this page.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Stay on this page' })).not.toBeInTheDocument();
    expect(screen.getByText('You stay on this page.').closest('[tabindex="-1"]')).toHaveFocus();
    for (let second = 0; second < 10; second += 1) act(() => vi.advanceTimersByTime(1000));
    expect(navigation.location).toBe('/change-password');
    // Going home is still one press away.
    await user.click(screen.getByRole('link', { name: 'Go to home screen now' }));
    expect(navigation.location).toBe('/');
  });

  it('clears every field on Discard change', async () => {
    const user = userEvent.setup();
    renderScreen(<ChangePasswordScreen />);
    await fill(user, 'Old#Pass1', 'New#Pass1', 'New#Pass2');
    await user.click(screen.getByRole('button', { name: 'Discard change' }));
    expect(currentField()).toHaveValue('');
    expect(newField()).toHaveValue('');
    expect(confirmField()).toHaveValue('');
    expect(confirmField()).not.toHaveAttribute('aria-invalid');
  });
});
