/**
 * Helpers of the session tests (not exported from the package): a SessionProvider wired the way
 * the reference host wires it, against the test run's real sandbox, and accounts of our own so
 * no test changes the demo accounts others rely on.
 */
import type { LegoClient } from '@lego-portal/api-client';
import { createLegoClient } from '@lego-portal/api-client';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryNavigation } from '../provider/memory-navigation';
import { PortalProvider } from '../provider/portal-provider';
import { createTemporaryUser } from './sandbox-accounts';
import { SessionProvider } from '../session/session-provider';
import type { SessionController } from '../session/session-types';
import type { SessionStore } from '../session/storage';
import { createSessionStore } from '../session/storage';
import { useSession } from '../session/use-session';

/**
 * The tab's real storage areas, for tests that check what the session leaves in them. Only the
 * session store touches storage in the product (lint); its tests must look too.
 */
export function browserStorage(): { session: Storage; local: Storage } {
  return { session: sessionStorage, local: localStorage };
}

/**
 * A Storage of its own: two SessionProviders in one test are two tabs, and tabs never share
 * sessionStorage.
 */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** A password that passes the change-password rules. */
export const NEW_PASSWORD = 'Fresh#Pass2024';

let channelCount = 0;

/** A channel name no other test (or test file) uses, so broadcasts stay inside one test. */
export function uniqueChannelName(): string {
  channelCount += 1;
  return `lego-portal-session-test-${process.pid}-${Date.now()}-${channelCount}`;
}

/** The latest controller the probe saw. */
export interface ControllerHolder {
  current: SessionController | null;
}

function Probe({ onSession }: { onSession: (session: SessionController) => void }) {
  const session = useSession();
  useEffect(() => onSession(session));
  return (
    <div>
      <p>status: {session.status}</p>
      <p>user: {session.user?.userName ?? 'none'}</p>
      {session.expiredNotice ? <p role="alert">{session.expiredNotice}</p> : null}
    </div>
  );
}

/** Options of {@link renderSession}. */
export interface RenderSessionOptions {
  baseUrl: string;
  store?: SessionStore;
  channelName?: string;
  idleTimeoutMs?: number;
  joinTimeoutMs?: number;
  /** The client's id token age that triggers a refresh (-1: before every call). */
  staleAfterMs?: number;
  /** Counts the client's requests (a pass-through to the real fetch, not a mock). */
  requests?: string[];
}

/** What {@link renderSession} gives a test. */
export interface RenderedSession {
  store: SessionStore;
  client: LegoClient;
  queryClient: QueryClient;
  channelName: string;
  holder: ControllerHolder;
  /** The current controller; throws before the first render committed. */
  session(): SessionController;
  unmount(): void;
}

/**
 * Renders PortalProvider + SessionProvider as the reference host does: store first, then the
 * client with it and `onSessionExpired: () => store.expire()`.
 */
export function renderSession(options: RenderSessionOptions): RenderedSession {
  const store = options.store ?? createSessionStore();
  const requests = options.requests;
  const client = createLegoClient({
    baseUrl: options.baseUrl,
    session: store,
    onSessionExpired: () => store.expire(),
    ...(options.staleAfterMs === undefined ? {} : { staleAfterMs: options.staleAfterMs }),
    fetch: (input, init) => {
      if (requests) requests.push(input instanceof Request ? new URL(input.url).pathname : String(input));
      return globalThis.fetch(input, init);
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const channelName = options.channelName ?? uniqueChannelName();
  const holder: ControllerHolder = { current: null };
  const { unmount } = render(
    <PortalProvider client={client} queryClient={queryClient} navigation={createMemoryNavigation('/')}>
      <SessionProvider store={store} channelName={channelName} idleTimeoutMs={options.idleTimeoutMs} joinTimeoutMs={options.joinTimeoutMs}>
        <Probe
          onSession={(session) => {
            holder.current = session;
          }}
        />
      </SessionProvider>
    </PortalProvider>,
  );
  const session = () => {
    if (!holder.current) throw new Error('SessionProvider has not rendered yet');
    return holder.current;
  };
  return { store, client, queryClient, channelName, holder, session, unmount };
}

/** A new user of merchant 1000000001 whose temporary password was already replaced (sign-in answers 200). */
export async function createActiveUser(
  sandboxUrl: string,
  grants?: Parameters<typeof createTemporaryUser>[1],
): Promise<{ username: string; password: string }> {
  const user = await createTemporaryUser(sandboxUrl, grants);
  const response = await fetch(`${sandboxUrl}/api/lego-authorization/ext/cognito/signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.username, password: user.temporaryPassword, newPassword: NEW_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`setting the password of ${user.username} answered ${response.status}`);
  return { username: user.username, password: NEW_PASSWORD };
}

/** POST user details by username with a bearer id token, straight to the sandbox: its status. */
export async function userDetailsStatus(sandboxUrl: string, username: string, idToken: string): Promise<{ status: number; lastLogin?: string | null }> {
  const response = await fetch(`${sandboxUrl}/api/lego-userprofile/ext/user/details`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ username }),
  });
  const body = (await response.json()) as { getResponse?: { lastLogin?: string | null } };
  return { status: response.status, lastLogin: body.getResponse?.lastLogin };
}
