/**
 * The session store: the session id, signed-in user and tokens of this browser tab, kept in
 * sessionStorage so a reload keeps the user signed in while closing the tab ends the session
 * (another tab gets the session over BroadcastChannel, see cross-tab.ts). This is the one file
 * of portal-ui allowed to touch browser storage (see eslint.config.js); everything else reads the
 * session through the store or `usePortalSession()`.
 */
import type { SessionAccess, TokenSet } from '@lego-portal/api-client';
import type { SharedSession } from './session-record';
import { isRecord, isSessionId, isSessionUser, isTokenSet, newSessionId, pickTokens } from './session-record';
import type { SessionUser } from './session-types';

/** Default sessionStorage key of {@link createSessionStore}. */
export const SESSION_STORAGE_KEY = 'lego-portal.session';

/** What the store holds; `tokens` and `user` are `null` and `sessionId` absent when signed out. */
export interface SessionSnapshot {
  /** The session's id (random, created at sign-in), shared by every tab holding the session. */
  sessionId?: string;
  tokens: TokenSet | null;
  user: SessionUser | null;
}

/**
 * Why subscribers are called: the tokens or user changed, the store was cleared, or the server
 * ended the session (`expire()`, wired to the client's `onSessionExpired`).
 */
export type SessionStoreChange = 'tokens' | 'user' | 'cleared' | 'expired';

/** Options of {@link createSessionStore}. */
export interface SessionStoreOptions {
  /** Where to keep the session; `sessionStorage` by default (never `localStorage`: see module doc). */
  storage?: Storage;
  /** Storage key; {@link SESSION_STORAGE_KEY} by default. */
  key?: string;
}

/**
 * The session of one tab. It is the api-client's {@link SessionAccess} (the client reads the
 * bearer token and writes refreshed tokens through it) and the source `SessionProvider` renders.
 */
export interface SessionStore extends SessionAccess {
  /** Tokens and user as one stable object: the same reference until something changes. */
  getSnapshot(): SessionSnapshot;
  /** Starts a session with the tokens of a sign-in and a new session id, replacing whatever was stored. */
  beginSession(tokens: TokenSet): void;
  /**
   * Takes over the live session another tab handed over (id, tokens and user), replacing
   * whatever was stored, so a reload of this tab keeps it too. Tells subscribers `'tokens'`.
   */
  joinSession(session: SharedSession): void;
  /**
   * Stores refreshed tokens of the current session (the client calls it after a refresh). Tokens
   * of another or an ended session are dropped: a refresh that answers after sign-out must not
   * bring the tokens back.
   */
  setTokens(tokens: TokenSet): void;
  getUser(): SessionUser | null;
  /** Sets the user of the current session; ignored when no session was begun. */
  setUser(user: SessionUser): void;
  /** Forgets tokens and user (sign-out). */
  clear(): void;
  /**
   * Ends the session because the server said so (a 401): clears the store and tells subscribers
   * `'expired'`, so `SessionProvider` signs out with the expiry message. Does nothing when nobody
   * is signed in, so a burst of 401s ends the session once. Pass it as the client's
   * `onSessionExpired`.
   */
  expire(): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: (change: SessionStoreChange) => void): () => void;
}

const SIGNED_OUT: SessionSnapshot = Object.freeze({ tokens: null, user: null });

/**
 * Creates the session store over sessionStorage (or `options.storage`).
 *
 * Anything unreadable in storage (broken JSON, another app's value under the key, a half-written
 * record) reads as signed out instead of crashing the portal. When storage is unavailable
 * (disabled, or full) the session lives in memory for the life of the page.
 *
 * @example
 * const store = createSessionStore();
 * const client = createLegoClient({ baseUrl: '', session: store, onSessionExpired: () => store.expire() });
 */
export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const key = options.key ?? SESSION_STORAGE_KEY;
  const storage = options.storage ?? defaultStorage();
  const listeners = new Set<(change: SessionStoreChange) => void>();
  // Used only when storage throws, so a browser without storage still signs in.
  let memory: string | null = null;
  let cache: { raw: string | null; snapshot: SessionSnapshot } = { raw: null, snapshot: SIGNED_OUT };

  function read(): string | null {
    try {
      return storage ? storage.getItem(key) : memory;
    } catch {
      return memory;
    }
  }

  function write(next: SessionSnapshot | null): void {
    const raw = next && (next.tokens || next.user) ? JSON.stringify(next) : null;
    memory = raw;
    try {
      if (raw === null) storage?.removeItem(key);
      else storage?.setItem(key, raw);
    } catch {
      // Quota or privacy mode: `memory` keeps the session for this page.
    }
  }

  function getSnapshot(): SessionSnapshot {
    const raw = read();
    // Parse only when the stored text changed: useSyncExternalStore needs a stable reference.
    if (raw !== cache.raw) cache = { raw, snapshot: parseSnapshot(raw) };
    return cache.snapshot;
  }

  function emit(change: SessionStoreChange): void {
    for (const listener of [...listeners]) listener(change);
  }

  return {
    getSnapshot,
    getTokens: () => getSnapshot().tokens,
    getUser: () => getSnapshot().user,
    beginSession(tokens) {
      write({ sessionId: newSessionId(), tokens: pickTokens(tokens), user: null });
      emit('tokens');
    },
    joinSession({ sessionId, tokens, user }) {
      write({ sessionId, tokens: pickTokens(tokens), user });
      emit('tokens');
    },
    setTokens(tokens) {
      const current = getSnapshot();
      if (!current.tokens || current.tokens.refreshToken !== tokens.refreshToken) return;
      write({ ...current, tokens: pickTokens(tokens) });
      emit('tokens');
    },
    setUser(user) {
      const current = getSnapshot();
      if (!current.tokens) return;
      write({ ...current, user });
      emit('user');
    },
    clear() {
      write(null);
      emit('cleared');
    },
    expire() {
      if (!getSnapshot().tokens) return;
      write(null);
      emit('expired');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function defaultStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Some browsers throw on the mere access when storage is disabled.
    return undefined;
  }
}

function parseSnapshot(raw: string | null): SessionSnapshot {
  if (raw === null) return SIGNED_OUT;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return SIGNED_OUT;
  }
  if (!isRecord(value)) return SIGNED_OUT;
  const tokens = isTokenSet(value.tokens) ? value.tokens : null;
  const user = isSessionUser(value.user) ? value.user : null;
  // A record of a version without session ids gets one for the life of this page.
  const sessionId = isSessionId(value.sessionId) ? value.sessionId : newSessionId();
  // A user without tokens cannot call anything: the record is as good as signed out.
  return tokens ? { sessionId, tokens, user } : SIGNED_OUT;
}
