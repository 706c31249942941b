/**
 * Messages between the portal's tabs of one origin (BroadcastChannel): activity in one tab keeps
 * the others alive, and a sign-out in one signs out all (spec section 4, ARCHITECTURE "host").
 * Tokens never travel on the channel; each tab keeps its own in its own sessionStorage.
 */

/** Default channel name of `SessionProvider`. */
export const SESSION_CHANNEL_NAME = 'lego-portal-session';

/** What tabs tell each other. `expired`: the session ended by time-out or 401, not by the user. */
export type SessionTabMessage = { type: 'activity' } | { type: 'signOut'; expired: boolean };

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

/** Another script of the origin may use the same channel name: read only our own messages. */
function toMessage(data: unknown): SessionTabMessage | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  const { type, expired } = data as { type?: unknown; expired?: unknown };
  if (type === 'activity') return { type };
  if (type === 'signOut') return { type, expired: expired === true };
  return undefined;
}
