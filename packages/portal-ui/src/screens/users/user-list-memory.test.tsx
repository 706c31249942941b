/**
 * What the user list remembers for 'Back to User List' belongs to the session: the next user,
 * in the reference host or in a host passing its own session, never gets the previous user's
 * filters. Against the real sandbox, through the list and detail screens.
 */
import { detailValue } from '../../test-support/detail-values';
import type { TokenSet } from '@lego-portal/api-client';
import { createLegoClient } from '@lego-portal/api-client';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { MemoryNavigation } from '../../provider/memory-navigation';
import { createMemoryNavigation } from '../../provider/memory-navigation';
import { PortalProvider, usePortal } from '../../provider/portal-provider';
import { SessionProvider } from '../../session/session-provider';
import type { PortalSession, SessionController } from '../../session/session-types';
import { createSessionStore } from '../../session/storage';
import { useSession } from '../../session/use-session';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../test-support/portal-harness';
import { memoryStorage, uniqueChannelName } from '../../test-support/session-test-kit';
import type { SandboxUser } from './test-kit/sandbox-users';
import { createSandboxUser } from './test-kit/sandbox-users';
import { UserDetailScreen } from './user-detail-screen';
import { UserListScreen } from './user-list-screen';
import { DEMO_PASSWORD, signInTokens } from '@lego-portal/test-kit';

const url = inject('sandboxUrl');
let tokens: TokenSet;
let created: SandboxUser;
beforeAll(async () => {
  tokens = await signInTokens(url, 'demo_full');
  created = await createSandboxUser(url, tokens);
});

/** The list and the view, switched on the path like a host's router. */
function MiniRouter() {
  const { navigation } = usePortal();
  return navigation.usePathname() === '/user' ? <UserListScreen /> : <UserDetailScreen mode="view" merchantId="1000000001" userId={created.userId} />;
}

/** Shows the list filtered by the created user's name, then opens that user's detail from it. */
async function detailFromFilteredList(user: ReturnType<typeof userEvent.setup>, navigation: MemoryNavigation) {
  act(() => navigation.navigate(`/user?username=${created.username}`));
  await user.click(await screen.findByRole('link', { name: created.username }));
  await waitFor(() => expect(detailValue(screen, 'Username')).toHaveTextContent(created.username));
}

async function backToUserList(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Back to User List' }));
}

describe('Back to User List after the session changes', () => {
  it("a host's own session: kept while its user stays, dropped when the user signs out or another signs in", async () => {
    const user = userEvent.setup();
    const navigation = createMemoryNavigation('/');
    const client = createLegoClient({ baseUrl: url, session: { getTokens: () => tokens, setTokens() {} } });
    // The intranet portal: its own sign-in page while nobody is signed in, its own session object.
    const host = (session: PortalSession) => (
      <PortalHarness client={client} navigation={navigation} session={session}>
        {session.user ? <MiniRouter /> : <p>Intranet sign-in</p>}
      </PortalHarness>
    );
    const filtered = `/user?username=${created.username}`;
    const view = render(host(staticSession(FULL_ACCESS_USER)));

    await detailFromFilteredList(user, navigation);
    // A new session object for the same user (the host re-read its roles): the memory stays.
    view.rerender(host(staticSession({ ...FULL_ACCESS_USER, roles: [...FULL_ACCESS_USER.roles] })));
    await backToUserList(user);
    expect(navigation.location).toBe(filtered);

    await detailFromFilteredList(user, navigation);
    view.rerender(host(staticSession(null)));
    expect(screen.getByText('Intranet sign-in')).toBeInTheDocument();
    view.rerender(host(staticSession(FULL_ACCESS_USER)));
    await backToUserList(user);
    expect(navigation.location).toBe('/user');

    await detailFromFilteredList(user, navigation);
    view.rerender(host(staticSession({ ...FULL_ACCESS_USER, userName: 'next_staff', name: 'Next Staff' })));
    await backToUserList(user);
    expect(navigation.location).toBe('/user');
  });

  it('the reference session: after a sign-out, even the same user signing in again gets the plain list', async () => {
    const user = userEvent.setup();
    const navigation = createMemoryNavigation('/');
    const store = createSessionStore({ storage: memoryStorage() });
    const client = createLegoClient({ baseUrl: url, session: store, onSessionExpired: () => store.expire() });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const controller: { current: SessionController | null } = { current: null };
    function Gate() {
      const session = useSession();
      useEffect(() => {
        controller.current = session;
      });
      return session.user ? <MiniRouter /> : <p>Sign In</p>;
    }
    const signIn = () =>
      act(async () => {
        await controller.current!.signIn('demo_full', DEMO_PASSWORD);
      });
    render(
      <PortalProvider client={client} queryClient={queryClient} navigation={navigation}>
        <SessionProvider store={store} channelName={uniqueChannelName()}>
          <Gate />
        </SessionProvider>
      </PortalProvider>,
    );

    await signIn();
    await detailFromFilteredList(user, navigation);
    await act(() => controller.current!.signOut());
    expect(screen.getByText('Sign In')).toBeInTheDocument();
    await signIn();
    await backToUserList(user);
    expect(navigation.location).toBe('/user');
  });
});
