import type { LegoClient } from '@lego-portal/api-client';
import type { KeyedMessage } from '@lego-portal/rules';
import { SESSION_EXPIRED_NOTICE } from '@lego-portal/rules';
import type { QueryClient } from '@tanstack/react-query';
import type { MutableRefObject } from 'react';
import { useCallback, useEffect, useRef } from 'react';
import type { SessionTabMessage } from './cross-tab';
import { revokeSession } from './revoke-session';
import { usernameFromIdToken } from './session-user';
import type { SessionStore } from './storage';

/** How {@link useSessionEnd}'s `endSession` ends a session. */
export interface EndOptions {
  /** Show 'Your session has been expired. Please login again'. */
  expired: boolean;
  /** Tell the other tabs to sign out too. */
  broadcast: boolean;
  /** Call sign-out on the server with the tokens being dropped. */
  revoke: boolean;
}

/** Options of {@link useSessionEnd}. */
export interface SessionEndOptions {
  client: LegoClient;
  /** The host's query cache, when there is one above the provider: it is emptied. */
  queryClient: QueryClient | undefined;
  store: SessionStore;
  /** The store's session id now. */
  sessionId: string | undefined;
  /**
   * Tells the other tabs something. A ref: the tab channel is opened after the session's end is
   * defined (the channel's news ends sessions too).
   */
  postRef: MutableRefObject<(message: SessionTabMessage) => void>;
  /** Forgets a sign-in awaiting a new password. Stable. */
  cancelNewPassword: () => void;
  /** Shows or hides the expiry notice. Stable. */
  setExpiredNotice: (notice: KeyedMessage | null) => void;
}

/** Ends the session here: memory, storage, query cache; then optionally other tabs and server. */
export function useSessionEnd({ client, queryClient, store, sessionId, postRef, cancelNewPassword, setExpiredNotice }: SessionEndOptions) {
  // A 401 empties the store before the provider hears of it: the sign-out must still name the session.
  const lastSessionId = useRef(sessionId);
  useEffect(() => {
    if (sessionId) lastSessionId.current = sessionId;
  }, [sessionId]);

  return useCallback(
    async ({ expired, broadcast, revoke }: EndOptions) => {
      const { sessionId: endingId = lastSessionId.current, tokens, user: previous } = store.getSnapshot();
      cancelNewPassword();
      store.clear();
      // Nothing of the previous user may be shown to the next one.
      void queryClient?.cancelQueries();
      queryClient?.clear();
      setExpiredNotice(expired ? SESSION_EXPIRED_NOTICE : null);
      if (broadcast && endingId) postRef.current({ type: 'signOut', sessionId: endingId, expired });
      const username = previous?.userName ?? (tokens ? usernameFromIdToken(tokens.idToken) : undefined);
      if (revoke && tokens && username) await revokeSession(client, username, tokens);
    },
    [client, queryClient, store, postRef, cancelNewPassword, setExpiredNotice],
  );
}
