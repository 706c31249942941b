/**
 * Helpers of the session tests (not exported from the package): a SessionProvider wired the way
 * the reference host wires it, against the test run's real sandbox, noting requests as
 * {@link renderPortal} does. Accounts of their own (so no test changes the demo accounts others
 * rely on) come from @lego-portal/test-kit.
 */
import type { LegoClient } from '@lego-portal/api-client';
import { createLegoClient } from '@lego-portal/api-client';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryNavigation } from '../provider/memory-navigation';
import { PortalProvider } from '../provider/portal-provider';
import { SessionProvider } from '../session/session-provider';
import type { SessionController } from '../session/session-types';
import type { SessionStore } from '../session/storage';
import { createSessionStore } from '../session/storage';
import { useSession } from '../session/use-session';
import type { SentRequest } from './render-portal';
import { recordingFetch } from './render-portal';

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
}

/** What {@link renderSession} gives a test. */
export interface RenderedSession {
  store: SessionStore;
  client: LegoClient;
  queryClient: QueryClient;
  channelName: string;
  holder: ControllerHolder;
  /** Every request the client sent, oldest first (noted on the way to the real fetch, not a mock). */
  sent: SentRequest[];
  /** The requests whose path ends with `suffix`. */
  sentTo(suffix: string): SentRequest[];
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
  const sent: SentRequest[] = [];
  const client = createLegoClient({
    baseUrl: options.baseUrl,
    session: store,
    onSessionExpired: () => store.expire(),
    ...(options.staleAfterMs === undefined ? {} : { staleAfterMs: options.staleAfterMs }),
    fetch: recordingFetch(sent),
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
  const sentTo = (suffix: string) => sent.filter((request) => request.path.endsWith(suffix));
  return { store, client, queryClient, channelName, holder, sent, sentTo, session, unmount };
}
