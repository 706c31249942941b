/**
 * SignInGate with the real SessionProvider (not the fake controller of the other tests), against
 * the sandbox: what a user sees from sign-in to the portal and back after an expiry.
 */
import { createLegoClient } from '@lego-portal/api-client';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, inject } from 'vitest';
import { createMemoryNavigation } from '../../../provider/memory-navigation';
import { SessionProvider } from '../../../session/session-provider';
import { createSessionStore } from '../../../session/storage';
import { PortalHarness } from '../../../test-support/portal-harness';
import { memoryStorage } from '../../../test-support/session-test-kit';
import { SignInGate } from './sign-in-gate';
import { createUser, DEMO_PASSWORD, strongPassword } from '@lego-portal/test-kit';

let channel = 0;

/** One browser tab of the portal; tabs given the same `channelName` share a browser. */
function renderGateTab(initialPath = '/user', channelName = `sign-in-gate-test-${(channel += 1)}`) {
  const store = createSessionStore({ storage: memoryStorage() });
  const client = createLegoClient({ baseUrl: inject('sandboxUrl'), session: store, onSessionExpired: () => store.expire() });
  const navigation = createMemoryNavigation(initialPath);
  render(
    <PortalHarness client={client} navigation={navigation}>
      <SessionProvider store={store} channelName={channelName}>
        <SignInGate joiningFallback={<p>Joining the session</p>}>
          <p>Announcement</p>
        </SignInGate>
      </SessionProvider>
    </PortalHarness>,
  );
  return { store, navigation, channelName };
}

async function signIn(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  // A new tab first asks the browser's other tabs for a session (jsdom has no Web Locks to say
  // none holds one): the login shows once nobody answered.
  await user.type(await screen.findByRole('textbox', { name: 'Username' }), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('SignInGate with SessionProvider', () => {
  it('shows only the login screen when signed out, then the portal once signed in', async () => {
    const user = userEvent.setup();
    renderGateTab();
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByText('Announcement')).not.toBeInTheDocument();
    await signIn(user, 'demo_full', DEMO_PASSWORD);
    expect(await screen.findByText('Announcement')).toBeInTheDocument();
  });

  it('takes a first sign-in through the forced password change to home', async () => {
    const user = userEvent.setup();
    const account = await createUser(inject('sandboxUrl'));
    const { navigation } = renderGateTab('/user');
    await signIn(user, account.username, account.temporaryPassword);
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    const password = strongPassword();
    await user.type(screen.getByLabelText('New Password'), password);
    await user.type(screen.getByLabelText('Confirm Password'), password);
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Announcement')).toBeInTheDocument();
    expect(navigation.location).toBe('/');
  });

  it("shows the server's message under the password field", async () => {
    const user = userEvent.setup();
    const account = await createUser(inject('sandboxUrl'));
    renderGateTab();
    await signIn(user, account.username, 'Wrong#Pass1');
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('The username or password is incorrect'));
  });

  it('returns to the login screen with the expiry notice when the session ends', async () => {
    const user = userEvent.setup();
    const { store } = renderGateTab();
    await signIn(user, 'demo_full', DEMO_PASSWORD);
    expect(await screen.findByText('Announcement')).toBeInTheDocument();
    act(() => store.expire());
    const notice = await screen.findByText('Your session has been expired. Please login again');
    expect(notice).toHaveAttribute('role', 'alert');
    expect(screen.queryByText('Announcement')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'd');
    await waitFor(() => expect(screen.queryByText('Your session has been expired. Please login again')).not.toBeInTheDocument());
  });

  it('shows its joining state, not the login form, while a new tab joins the session of a signed-in tab', async () => {
    const user = userEvent.setup();
    const { channelName } = renderGateTab();
    await signIn(user, 'demo_full', DEMO_PASSWORD);
    expect(await screen.findByText('Announcement')).toBeInTheDocument();

    renderGateTab('/user', channelName);
    expect(screen.getByText('Joining the session')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Announcement')).toHaveLength(2));
    expect(screen.queryByText('Joining the session')).not.toBeInTheDocument();
  });
});
