import { useEffect, useRef } from 'react';
import { holdSessionLock, someTabHoldsSession } from './cross-tab';
import { sessionRoles } from './session-user';
import type { SessionStore } from './storage';
import type { EndOptions } from './use-session-end';
import type { SessionLiveness } from './use-session-liveness';
import { useSessionLiveness } from './use-session-liveness';

/** Options of {@link useSessionTabs}. */
export interface SessionTabsOptions {
  store: SessionStore;
  /** A user is signed in here (not merely choosing a new password). */
  signedIn: boolean;
  /** A session (or a sign-in awaiting a new password) is open and may go idle. */
  live: boolean;
  /** This tab, opened without a session, is asking the other tabs for theirs. */
  joining: boolean;
  setJoining: (joining: boolean) => void;
  /** Ends the session here (see `useSessionEnd`). Stable. */
  endSession: (options: EndOptions) => Promise<void>;
  idleTimeoutMs: number;
  idleWarningMs: number;
  activityThrottleMs: number;
  channelName: string;
  joinTimeoutMs: number;
}

/**
 * One session across the tabs of the browser: a tab opened without one joins a live tab's
 * session, and activity, idle expiry, token refreshes, sign-out and a 401 reach every tab of that
 * session and no other.
 */
export function useSessionTabs(options: SessionTabsOptions): SessionLiveness {
  const { store, signedIn, live, joining, setJoining, endSession, channelName, joinTimeoutMs } = options;
  // The id token last heard from another tab: storing it must not be told back to them.
  const heardIdToken = useRef<string | null>(null);

  const { post, warningEndsAt, staySignedIn } = useSessionLiveness({
    sessionId: () => store.getSnapshot().sessionId,
    active: live,
    idleTimeoutMs: options.idleTimeoutMs,
    idleWarningMs: options.idleWarningMs,
    activityThrottleMs: options.activityThrottleMs,
    channelName,
    // A tab still choosing a new password has no session the other tabs share: leave them be.
    onIdle: () => void endSession({ expired: true, broadcast: signedIn, revoke: true }),
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
  }, [joining, setJoining, channelName, joinTimeoutMs, post]);

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
        const roles = sessionRoles(tokens.idToken, current.merchantProfile?.specialMerchantCode);
        if (roles.join(',') !== current.roles.join(',')) store.setUser({ ...current, roles });
        // This tab's own refresh: the other tabs of the session use the new tokens too.
        if (tokens.idToken !== heardIdToken.current) post({ type: 'tokens', sessionId, tokens });
      }),
    [store, endSession, post],
  );

  return { post, warningEndsAt, staySignedIn };
}
