import type { TokenSet } from '@lego-portal/api-client';
import { recordLastLoginMutation } from '@lego-portal/api-client';
import type { KeyedMessage } from '@lego-portal/rules';
import { IDLE_TIMEOUT_MS, IDLE_WARNING_MS, NO_PERMISSIONS, SESSION_EXPIRED_NOTICE, permissionsOf } from '@lego-portal/rules';
import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { usePortal } from '../provider/portal-provider';
import { PortalSessionScope } from '../provider/session-scope';
import { ACTIVITY_THROTTLE_MS } from './activity';
import type { SessionTabMessage } from './cross-tab';
import { SESSION_CHANNEL_NAME, holdSessionLock, someTabHoldsSession } from './cross-tab';
import { revokeSession } from './revoke-session';
import { SessionControllerContext } from './session-context';
import type { SessionProviderProps } from './session-provider-props';
import { JOIN_TIMEOUT_MS } from './session-provider-props';
import { SessionWarning } from './session-warning-loader';
import type { SessionController, SessionStatus, SignInOutcome } from './session-types';
import { loadSessionUser, sessionRoles, usernameFromIdToken } from './session-user';
import { requestSignIn, signInFailureOf } from './sign-in-request';
import { useSessionLiveness } from './use-session-liveness';

interface Credentials {
  username: string;
  password: string;
}

interface EndOptions {
  /** Show 'Your session has been expired. Please login again'. */
  expired: boolean;
  /** Tell the other tabs to sign out too. */
  broadcast: boolean;
  /** Call sign-out on the server with the tokens being dropped. */
  revoke: boolean;
}

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
  // The password of a 202 lives only here, in memory, until the new one is sent or cancelled.
  const credentials = useRef<Credentials | null>(null);
  const inFlight = useRef<Promise<SignInOutcome> | null>(null);
  const [awaitingNewPassword, setAwaitingNewPassword] = useState(false);
  const [expiredNotice, setExpiredNotice] = useState<KeyedMessage | null>(null);
  // A tab opened without a session of its own first asks the other tabs for theirs.
  const [joining, setJoining] = useState(() => !store.getTokens());

  const user = snapshot.tokens ? snapshot.user : null;
  const status: SessionStatus = user ? 'signedIn' : awaitingNewPassword ? 'newPasswordRequired' : joining ? 'joining' : 'signedOut';
  const statusRef = useRef(status);
  useEffect(() => {
    statusRef.current = status;
  }, [status]);
  // A 401 empties the store before the provider hears of it: the sign-out must still name the session.
  const lastSessionId = useRef(snapshot.sessionId);
  useEffect(() => {
    if (snapshot.sessionId) lastSessionId.current = snapshot.sessionId;
  }, [snapshot.sessionId]);
  // The id token last heard from another tab: storing it must not be told back to them.
  const heardIdToken = useRef<string | null>(null);

  const postRef = useRef<(message: SessionTabMessage) => void>(() => {});

  /** Ends the session here: memory, storage, query cache; then optionally other tabs and server. */
  const endSession = useCallback(
    async ({ expired, broadcast, revoke }: EndOptions) => {
      const { sessionId = lastSessionId.current, tokens, user: previous } = store.getSnapshot();
      credentials.current = null;
      setAwaitingNewPassword(false);
      store.clear();
      // Nothing of the previous user may be shown to the next one.
      void queryClient?.cancelQueries();
      queryClient?.clear();
      setExpiredNotice(expired ? SESSION_EXPIRED_NOTICE : null);
      if (broadcast && sessionId) postRef.current({ type: 'signOut', sessionId, expired });
      const username = previous?.userName ?? (tokens ? usernameFromIdToken(tokens.idToken) : undefined);
      if (revoke && tokens && username) await revokeSession(client, username, tokens);
    },
    [client, queryClient, store],
  );

  const live = status === 'signedIn' || status === 'newPasswordRequired';
  const { post, warningEndsAt, staySignedIn } = useSessionLiveness({
    sessionId: () => store.getSnapshot().sessionId,
    active: live,
    idleTimeoutMs,
    idleWarningMs,
    activityThrottleMs,
    channelName,
    // A tab still choosing a new password has no session the other tabs share: leave them be.
    onIdle: () => void endSession({ expired: true, broadcast: statusRef.current === 'signedIn', revoke: true }),
    onNews: (message) => {
      if (message.type === 'tokens') {
        heardIdToken.current = message.tokens.idToken;
        store.setTokens(message.tokens);
      } else {
        // The tab that ended the session told the server; the tokens here are the same ones.
        void endSession({ expired: message.expired, broadcast: false, revoke: false });
      }
    },
    onJoinMessage: (message) => {
      const { sessionId, tokens, user: current } = store.getSnapshot();
      if (message.type === 'ask') {
        if (sessionId && tokens && current) post({ type: 'session', sessionId, tokens, user: current });
      } else if (joining && !tokens) {
        heardIdToken.current = message.tokens.idToken;
        store.joinSession(message);
        setJoining(false);
        // Opening a tab of the session is activity: the session's other tabs start their idle time again.
        post({ type: 'activity', sessionId: message.sessionId });
      }
    },
  });
  useEffect(() => {
    postRef.current = post;
  }, [post]);

  // Ask once: a live tab answers at once; nobody answers where no tab holds a session, which the
  // Web Lock of signed-in tabs tells without waiting.
  useEffect(() => {
    if (!joining) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    void someTabHoldsSession(channelName).then((held) => {
      if (stopped) return;
      if (held === false) return setJoining(false);
      post({ type: 'ask' });
      timer = setTimeout(() => setJoining(false), joinTimeoutMs);
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [joining, channelName, joinTimeoutMs, post]);

  const signedIn = status === 'signedIn';
  useEffect(() => (signedIn ? holdSessionLock(channelName) : undefined), [signedIn, channelName]);

  useEffect(
    () =>
      store.subscribe((change) => {
        // A 401 from the client (`onSessionExpired` -> `store.expire()`): the store is already empty.
        if (change === 'expired') void endSession({ expired: true, broadcast: true, revoke: false });
        const { sessionId, tokens, user: current } = store.getSnapshot();
        // A sign-in still loading its user has nothing to re-read or share yet.
        if (change !== 'tokens' || !sessionId || !tokens || !current) return;
        // A refresh re-reads the roles (a user admin may have changed the grants), keeping the
        // merchant's special code.
        const roles = sessionRoles(tokens.idToken, current.merchantProfile.specialMerchantCode);
        if (roles.join(',') !== current.roles.join(',')) store.setUser({ ...current, roles });
        // This tab's own refresh: the other tabs of the session use the new tokens too.
        if (tokens.idToken !== heardIdToken.current) post({ type: 'tokens', sessionId, tokens });
      }),
    [store, endSession, post],
  );

  // Restore after a reload: a user is signed in from the store at once. Tokens without a user are
  // a sign-in cut short (the tab reloaded mid-way): end that session cleanly.
  useEffect(() => {
    const { tokens, user: stored } = store.getSnapshot();
    if (tokens && !stored && !inFlight.current) void endSession({ expired: false, broadcast: false, revoke: true });
  }, [store, endSession]);

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
      setExpiredNotice(null);
      setJoining(false);
      const answer = await requestSignIn(client, username, password, newPassword);
      if (answer.kind === 'tokens') return establish(username, answer.tokens);
      if (answer.kind === 'newPasswordRequired') {
        credentials.current = { username, password };
        setAwaitingNewPassword(true);
      }
      return answer;
    },
    [client, establish],
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
