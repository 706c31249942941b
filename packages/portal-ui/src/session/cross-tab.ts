/**
 * Messages between the portal's tabs of one origin (BroadcastChannel), so a browser has one
 * session across its tabs (spec section 4, ARCHITECTURE "host"): a new tab asks for the live
 * session and a live tab hands it over; activity, refreshed tokens and sign-outs reach the tabs
 * holding the same session, named by its id, and no other. Tokens travel only here, in memory
 * between same-origin tabs, never through localStorage.
 */
import type { TokenSet } from '@lego-portal/api-client';
import type { SharedSession } from './session-record';
import { isRecord, isSessionId, isSessionUser, isTokenSet, pickTokens } from './session-record';

/** Default channel name of `SessionProvider` (also the name of its Web Lock). */
export const SESSION_CHANNEL_NAME = 'lego-portal-session';

/**
 * What tabs tell each other:
 * - `ask`: a tab without a session asks who holds a live one;
 * - `session`: a signed-in tab's answer, with everything the asking tab needs to join;
 * - `activity`: the user is active in a tab of the session (keeps its other tabs alive);
 * - `tokens`: a tab of the session refreshed the tokens;
 * - `signOut`: the session ended (`expired`: by time-out or 401, not by the user).
 */
export type SessionTabMessage =
  | { type: 'ask' }
  | ({ type: 'session' } & SharedSession)
  | { type: 'activity'; sessionId: string }
  | { type: 'tokens'; sessionId: string; tokens: TokenSet }
  | { type: 'signOut'; sessionId: string; expired: boolean };

/** A tab's end of the channel. */
export interface SessionChannel {
  /** Sends to every other tab (never to this one). */
  post(message: SessionTabMessage): void;
  /** Closes the channel and stops listening. */
  close(): void;
}

/**
 * Opens the channel `name` and calls `onMessage` for each well-formed message from another tab.
 * Where BroadcastChannel does not exist (old browsers, some embedded webviews) the tab works
 * alone: posting does nothing.
 */
export function openSessionChannel(name: string, onMessage: (message: SessionTabMessage) => void): SessionChannel {
  if (typeof BroadcastChannel === 'undefined') return { post() {}, close() {} };
  const channel = new BroadcastChannel(name);
  const listener = (event: Event) => {
    const message = toMessage((event as MessageEvent).data);
    if (message) onMessage(message);
  };
  channel.addEventListener('message', listener);
  let closed = false;
  return {
    post(message) {
      if (closed) return;
      try {
        channel.postMessage(message);
      } catch {
        // A channel closed under us (page unloading): nothing left to tell.
      }
    },
    close() {
      if (closed) return;
      closed = true;
      channel.removeEventListener('message', listener);
      channel.close();
    },
  };
}

/**
 * Another script of the origin may use the same channel name: read only our own messages, whole.
 * Every message but `ask` must name a session.
 */
function toMessage(data: unknown): SessionTabMessage | undefined {
  if (!isRecord(data)) return undefined;
  const { type, sessionId, tokens, user, expired } = data;
  if (type === 'ask') return { type };
  if (!isSessionId(sessionId)) return undefined;
  if (type === 'activity') return { type, sessionId };
  if (type === 'signOut') return { type, sessionId, expired: expired === true };
  if (!isTokenSet(tokens)) return undefined;
  if (type === 'tokens') return { type, sessionId, tokens: pickTokens(tokens) };
  if (type === 'session' && isSessionUser(user)) return { type, sessionId, tokens: pickTokens(tokens), user };
  return undefined;
}

/**
 * Whether some tab of the origin holds a live session (the shared Web Lock `name`, which a tab
 * holds while signed in and the browser releases when the tab closes or crashes). A lone tab
 * then shows the login at once instead of waiting for answers nobody will send. `undefined`
 * where the browser has no Web Locks (insecure context, old browser): ask and wait.
 */
export async function someTabHoldsSession(name: string): Promise<boolean | undefined> {
  if (typeof BroadcastChannel === 'undefined') return false;
  try {
    const { held = [] } = await navigator.locks.query();
    return held.some((lock) => lock.name === name);
  } catch {
    return undefined;
  }
}

/** Holds the shared Web Lock `name` until the returned function is called (no-op without Web Locks). */
export function holdSessionLock(name: string): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Released before it was granted: the callback then returns a settled promise and lets go at once.
  globalThis.navigator?.locks?.request(name, { mode: 'shared' }, () => held).catch(() => {});
  return release;
}
