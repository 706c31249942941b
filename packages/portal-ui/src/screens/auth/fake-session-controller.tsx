/**
 * A stand-in for `SessionProvider` in the stories and component tests of the sign-in screens.
 * It holds the session in React state only (no storage, no idle timer), but signs in through
 * the REAL API with the client of `usePortal()`: stories reach MSW, component tests the sandbox.
 * Not part of the published surface (index.ts does not export it).
 */
import type { TokenSet } from '@lego-portal/api-client';
import { legoMutations } from '@lego-portal/api-client';
import type { KeyedMessage } from '@lego-portal/rules';
import { NO_PERMISSIONS, signInFailure } from '@lego-portal/rules';
import type { ReactNode } from 'react';
import { useMemo, useRef, useState } from 'react';
import { usePortal } from '../../provider/portal-provider';
import { SessionControllerContext } from '../../session/session-context';
import type { SessionController, SessionStatus, SignInOutcome } from '../../session/session-types';
import { signInFailureOf } from '../../session/sign-in-request';

/** Observers of the controller's calls (e.g. Storybook `fn()` or `vi.fn()`), run before the call. */
export interface FakeSessionSpies {
  signIn?: (username: string, password: string) => void;
  completeNewPassword?: (newPassword: string) => void;
  cancelNewPassword?: () => void;
  dismissExpiredNotice?: () => void;
  signOut?: () => void;
}

/** Props of {@link FakeSessionController}. */
export interface FakeSessionControllerProps {
  /** Where the session starts; `signedOut` by default. */
  initialStatus?: SessionStatus;
  /** Credentials of a pending 202, when starting in `newPasswordRequired`. */
  pendingCredentials?: { username: string; password: string };
  /** Tokens `getTokens()` returns. */
  tokens?: TokenSet | null;
  /** The session-expired notice shown on the login screen (rules' `SESSION_EXPIRED_NOTICE`). */
  expiredNotice?: KeyedMessage | null;
  spies?: FakeSessionSpies;
  children: ReactNode;
}

const NO_SPIES: FakeSessionSpies = {};

/** Provides a working {@link SessionController} to the sign-in screens under it. */
export function FakeSessionController({
  initialStatus = 'signedOut',
  pendingCredentials,
  tokens = null,
  expiredNotice = null,
  spies = NO_SPIES,
  children,
}: FakeSessionControllerProps) {
  const { client } = usePortal();
  const [status, setStatus] = useState<SessionStatus>(initialStatus);
  const [notice, setNotice] = useState<KeyedMessage | null>(expiredNotice);
  // Like the real provider: the credentials of a 202 live in memory only.
  const pending = useRef(pendingCredentials ?? null);
  const currentTokens = useRef<TokenSet | null>(tokens);

  const controller = useMemo<SessionController>(() => {
    const signInMutation = legoMutations.signIn(client);
    const send = async (username: string, password: string, newPassword?: string): Promise<SignInOutcome> => {
      try {
        const { status: httpStatus, data } = await signInMutation.mutationFn({ username, password, newPassword });
        if (httpStatus === 202) {
          pending.current = { username, password };
          setStatus('newPasswordRequired');
          return { kind: 'newPasswordRequired' };
        }
        pending.current = null;
        currentTokens.current = data as TokenSet;
        setStatus('signedIn');
        return { kind: 'signedIn' };
      } catch (error) {
        // What a failed sign-in shows, as the real provider says it.
        return { kind: 'error', ...signInFailureOf(error) };
      }
    };
    return {
      status,
      user: null,
      permissions: NO_PERMISSIONS,
      expiredNotice: notice?.message ?? null,
      expiredNoticeCode: notice?.code ?? null,
      signIn: async (username, password) => {
        spies.signIn?.(username, password);
        return send(username, password);
      },
      completeNewPassword: async (newPassword) => {
        spies.completeNewPassword?.(newPassword);
        const credentials = pending.current;
        if (!credentials) return { kind: 'error', ...signInFailure(undefined) };
        return send(credentials.username, credentials.password, newPassword);
      },
      cancelNewPassword: () => {
        spies.cancelNewPassword?.();
        pending.current = null;
        setStatus('signedOut');
      },
      dismissExpiredNotice: () => {
        spies.dismissExpiredNotice?.();
        setNotice(null);
      },
      getTokens: () => currentTokens.current,
      signOut: async () => {
        spies.signOut?.();
        currentTokens.current = null;
        setStatus('signedOut');
      },
    };
  }, [client, status, notice, spies]);

  return <SessionControllerContext.Provider value={controller}>{children}</SessionControllerContext.Provider>;
}
