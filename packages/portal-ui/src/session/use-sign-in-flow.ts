import type { LegoClient, TokenSet } from '@lego-portal/api-client';
import { recordLastLoginMutation } from '@lego-portal/api-client';
import { SESSION_EXPIRED_NOTICE } from '@lego-portal/rules';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { SignInOutcome } from './session-types';
import { loadSessionUser } from './session-user';
import type { SessionStore } from './storage';
import { revokeSession } from './revoke-session';
import { requestSignIn, signInFailureOf } from './sign-in-request';

interface Credentials {
  username: string;
  password: string;
}

/** Options of {@link useSignInFlow}. */
export interface SignInFlowOptions {
  client: LegoClient;
  /** The host's query cache, when there is one above the provider: the login's record refreshes it. */
  queryClient: QueryClient | undefined;
  store: SessionStore;
  /** Runs as each sign-in call starts (the provider drops its expiry notice and stops joining). Stable. */
  beforeAttempt: () => void;
}

/** What {@link useSignInFlow} gives the provider. */
export interface SignInFlow {
  /** A 202 asked for a new password and neither it nor a cancel has been sent since. */
  awaitingNewPassword: boolean;
  /** Whether a sign-in call is running now. */
  signingIn: () => boolean;
  signIn: (username: string, password: string) => Promise<SignInOutcome>;
  completeNewPassword: (newPassword: string) => Promise<SignInOutcome>;
  /** Forgets the password of a 202 (the change was cancelled, or the session ended). */
  cancelNewPassword: () => void;
}

/**
 * The sign-in of spec sections 4 and 8: one call at a time, the forced password change of a 202,
 * and, after a 200, the session begun in the store with its user loaded and the login recorded.
 */
export function useSignInFlow({ client, queryClient, store, beforeAttempt }: SignInFlowOptions): SignInFlow {
  // The password of a 202 lives only here, in memory, until the new one is sent or cancelled.
  const credentials = useRef<Credentials | null>(null);
  const inFlight = useRef<Promise<SignInOutcome> | null>(null);
  const [awaitingNewPassword, setAwaitingNewPassword] = useState(false);

  /** After a 200: store the tokens, load the user, record the login. */
  const establish = useCallback(
    async (username: string, tokens: TokenSet): Promise<SignInOutcome> => {
      store.beginSession(tokens);
      const stillThisSession = () => store.getTokens()?.refreshToken === tokens.refreshToken;
      try {
        const sessionUser = await loadSessionUser(client, username, tokens.idToken);
        if (!stillThisSession()) return { kind: 'error', ...SESSION_EXPIRED_NOTICE };
        credentials.current = null;
        setAwaitingNewPassword(false);
        store.setUser(sessionUser);
        // Recorded after the user was read, so the header shows the previous sign-in. Its failure
        // must not block the sign-in.
        const record = recordLastLoginMutation(client);
        record
          .mutationFn(sessionUser.userName)
          .then(() => Promise.all(record.invalidates(sessionUser.userName).map((queryKey) => queryClient?.invalidateQueries({ queryKey }))))
          .catch(() => {});
        return { kind: 'signedIn' };
      } catch (error) {
        if (stillThisSession()) {
          store.clear();
          void revokeSession(client, username, tokens);
        }
        return { kind: 'error', ...signInFailureOf(error) };
      }
    },
    [client, queryClient, store],
  );

  /** One sign-in call: 200 signs in, 202 asks for a new password, anything else is an error. */
  const attempt = useCallback(
    async (username: string, password: string, newPassword?: string): Promise<SignInOutcome> => {
      beforeAttempt();
      const answer = await requestSignIn(client, username, password, newPassword);
      if (answer.kind === 'tokens') return establish(username, answer.tokens);
      if (answer.kind === 'newPasswordRequired') {
        credentials.current = { username, password };
        setAwaitingNewPassword(true);
      }
      return answer;
    },
    [client, establish, beforeAttempt],
  );

  // A second call while one runs (a double click) gets the running call's outcome, no new request.
  const singleFlight = useCallback((run: () => Promise<SignInOutcome>) => {
    if (inFlight.current) return inFlight.current;
    const running = run().finally(() => {
      if (inFlight.current === running) inFlight.current = null;
    });
    inFlight.current = running;
    return running;
  }, []);

  const signIn = useCallback((username: string, password: string) => singleFlight(() => attempt(username, password)), [singleFlight, attempt]);

  const completeNewPassword = useCallback(
    (newPassword: string) => {
      const pending = credentials.current;
      // The forced change was cancelled or timed out meanwhile: the user has to sign in again.
      if (!pending) return Promise.resolve<SignInOutcome>({ kind: 'error', ...SESSION_EXPIRED_NOTICE });
      return singleFlight(() => attempt(pending.username, pending.password, newPassword));
    },
    [singleFlight, attempt],
  );

  const cancelNewPassword = useCallback(() => {
    credentials.current = null;
    setAwaitingNewPassword(false);
  }, []);

  const signingIn = useCallback(() => inFlight.current !== null, []);

  return { awaitingNewPassword, signingIn, signIn, completeNewPassword, cancelNewPassword };
}
