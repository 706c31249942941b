import type { KeyedMessage } from '@lego-portal/rules';
import { IDLE_TIMEOUT_MS, IDLE_WARNING_MS, NO_PERMISSIONS, permissionsOf } from '@lego-portal/rules';
import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { usePortal } from '../provider/portal-provider';
import { PortalSessionScope } from '../provider/session-scope';
import { ACTIVITY_THROTTLE_MS } from './activity';
import type { SessionTabMessage } from './cross-tab';
import { SESSION_CHANNEL_NAME } from './cross-tab';
import { SessionControllerContext } from './session-context';
import type { SessionProviderProps } from './session-provider-props';
import { JOIN_TIMEOUT_MS } from './session-provider-props';
import { SessionWarning } from './session-warning-loader';
import type { SessionController, SessionStatus } from './session-types';
import { useSessionEnd } from './use-session-end';
import { useSessionTabs } from './use-session-tabs';
import { useSignInFlow } from './use-sign-in-flow';

/**
 * The reference host's session (spec sections 4 and 8): sign-in with the forced password change,
 * sign-out, restore after a reload, idle expiry after 15 minutes (a dialog it renders warns a
 * minute before, with 'Stay signed in' and 'Sign out'), expiry on a 401, and one
 * session across the tabs of the browser: a tab opened without one joins a live tab's session
 * (status `joining` meanwhile), and activity, token refreshes, sign-out and expiry reach every
 * tab of that session and no other. Renders inside `PortalProvider` (it uses its client and query
 * client) and provides both `usePortalSession()` for screens and `useSession()` for the sign-in
 * screens.
 *
 * @example
 * const store = createSessionStore();
 * const client = createLegoClient({ baseUrl: '', session: store, onSessionExpired: () => store.expire() });
 * <PortalProvider client={client} queryClient={queryClient} navigation={navigation}>
 *   <SessionProvider store={store}>{app}</SessionProvider>
 * </PortalProvider>
 */
export function SessionProvider({
  store,
  idleTimeoutMs = IDLE_TIMEOUT_MS,
  idleWarningMs = IDLE_WARNING_MS,
  channelName = SESSION_CHANNEL_NAME,
  activityThrottleMs = ACTIVITY_THROTTLE_MS,
  joinTimeoutMs = JOIN_TIMEOUT_MS,
  children,
}: SessionProviderProps) {
  const { client } = usePortal();
  // Optional: a host may keep its query cache below the sign-in gate (the reference host does, so
  // its login page loads no query library); when there is one here, sign-out empties it.
  const queryClient = useContext(QueryClientContext);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const [expiredNotice, setExpiredNotice] = useState<KeyedMessage | null>(null);
  // A tab opened without a session of its own first asks the other tabs for theirs.
  const [joining, setJoining] = useState(() => !store.getTokens());

  const beforeAttempt = useCallback(() => {
    setExpiredNotice(null);
    setJoining(false);
  }, []);
  const { awaitingNewPassword, signingIn, signIn, completeNewPassword, cancelNewPassword } = useSignInFlow({
    client,
    queryClient,
    store,
    beforeAttempt,
  });

  const user = snapshot.tokens ? snapshot.user : null;
  const status: SessionStatus = user ? 'signedIn' : awaitingNewPassword ? 'newPasswordRequired' : joining ? 'joining' : 'signedOut';
  const signedIn = status === 'signedIn';
  const live = signedIn || status === 'newPasswordRequired';

  const postRef = useRef<(message: SessionTabMessage) => void>(() => {});
  const endSession = useSessionEnd({ client, queryClient, store, sessionId: snapshot.sessionId, postRef, cancelNewPassword, setExpiredNotice });
  const { post, warningEndsAt, staySignedIn } = useSessionTabs({
    store,
    signedIn,
    live,
    joining,
    setJoining,
    endSession,
    idleTimeoutMs,
    idleWarningMs,
    activityThrottleMs,
    channelName,
    joinTimeoutMs,
  });
  useEffect(() => {
    postRef.current = post;
  }, [post]);

  // Restore after a reload: a user is signed in from the store at once. Tokens without a user are
  // a sign-in cut short (the tab reloaded mid-way): end that session cleanly.
  useEffect(() => {
    const { tokens, user: stored } = store.getSnapshot();
    if (tokens && !stored && !signingIn()) void endSession({ expired: false, broadcast: false, revoke: true });
  }, [store, endSession, signingIn]);

  const signOut = useCallback(() => endSession({ expired: false, broadcast: true, revoke: true }), [endSession]);
  const dismissExpiredNotice = useCallback(() => setExpiredNotice(null), []);
  const getTokens = useCallback(() => store.getTokens(), [store]);

  const permissions = useMemo(() => (user ? permissionsOf(user.roles) : NO_PERMISSIONS), [user]);
  const controller = useMemo<SessionController>(
    () => ({
      user,
      permissions,
      status,
      expiredNotice: expiredNotice?.message ?? null,
      expiredNoticeCode: expiredNotice?.code ?? null,
      signIn,
      completeNewPassword,
      cancelNewPassword,
      signOut,
      dismissExpiredNotice,
      getTokens,
    }),
    [user, permissions, status, expiredNotice, signIn, completeNewPassword, cancelNewPassword, signOut, dismissExpiredNotice, getTokens],
  );

  return (
    <SessionControllerContext.Provider value={controller}>
      <PortalSessionScope session={controller}>{children}</PortalSessionScope>
      {/* A tab still choosing a new password has no shared session to sign out of: it leaves the change. */}
      <SessionWarning armed={live} endsAt={warningEndsAt} onStaySignedIn={staySignedIn} onSignOut={signedIn ? () => void signOut() : cancelNewPassword} />
    </SessionControllerContext.Provider>
  );
}
