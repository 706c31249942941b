import type { ReactNode } from 'react';
import type { SessionStore } from './storage';

/** Props of `SessionProvider`. */
export interface SessionProviderProps {
  /** The tab's session store; the same object the client was created with (`session: store`). */
  store: SessionStore;
  /** Inactivity that ends the session. Default `IDLE_TIMEOUT_MS` (900 000 ms, spec section 9). */
  idleTimeoutMs?: number;
  /** How long before the idle timeout the 'Stay signed in' warning opens. Default `IDLE_WARNING_MS` (60 000 ms). */
  idleWarningMs?: number;
  /** BroadcastChannel (and Web Lock) name the portal's tabs share their session on. */
  channelName?: string;
  /**
   * How long a tab opened without a session waits for a live tab to hand over its session before
   * it shows the login (ms). Only waited when another tab holds a session, or where the browser
   * cannot tell (no Web Locks). Default 500.
   */
  joinTimeoutMs?: number;
  /** Activity is noticed at most this often (ms). Default 5 000. */
  activityThrottleMs?: number;
  children: ReactNode;
}

/** Default of {@link SessionProviderProps.joinTimeoutMs}. */
export const JOIN_TIMEOUT_MS = 500;
