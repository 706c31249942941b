import { useCallback, useEffect, useRef, useState } from 'react';
import { watchActivity } from './activity';
import type { SessionChannel, SessionTabMessage } from './cross-tab';
import { openSessionChannel } from './cross-tab';
import type { IdleTimer } from './idle-timer';
import { startIdleTimer } from './idle-timer';

/** A message of another tab that names this tab's session (activity is handled by the hook). */
export type SessionNews = Extract<SessionTabMessage, { type: 'tokens' | 'signOut' }>;

/** Options of {@link useSessionLiveness}. */
export interface SessionLivenessOptions {
  /** The id of this tab's session now, if it has one; news of any other session is ignored. */
  sessionId: () => string | undefined;
  /** Whether a session (or a sign-in awaiting a new password) is open and may go idle. */
  active: boolean;
  idleTimeoutMs: number;
  /** How long before the idle timeout the warning comes on (0: never). */
  idleWarningMs: number;
  activityThrottleMs: number;
  channelName: string;
  /** The idle timeout passed with no activity in any tab of the session. */
  onIdle: () => void;
  /** Another tab of this tab's session refreshed its tokens or ended the session. */
  onNews: (message: SessionNews) => void;
  /** Another tab asks who holds a live session, or answers that question. */
  onJoinMessage: (message: Extract<SessionTabMessage, { type: 'ask' | 'session' }>) => void;
}

/** What {@link useSessionLiveness} gives the provider. */
export interface SessionLiveness {
  /** Tells the other tabs something. */
  post: (message: SessionTabMessage) => void;
  /** While the idle warning is on, when the session ends (ms since the epoch); otherwise null. */
  warningEndsAt: number | null;
  /** The person answered the warning: activity here and in every tab of the session. */
  staySignedIn: () => void;
}

/**
 * Keeps a session alive while the user is active in any tab holding it, warns `idleWarningMs`
 * before the idle timeout and ends the session at it. Activity, refreshes and sign-outs of other
 * sessions (another user signed in in another tab) never touch this one.
 */
export function useSessionLiveness(options: SessionLivenessOptions): SessionLiveness {
  const { active, idleTimeoutMs, idleWarningMs, activityThrottleMs, channelName } = options;
  // The callbacks change with every render of the provider; the channel and timer must not.
  const handlers = useRef(options);
  useEffect(() => {
    handlers.current = options;
  });
  const channel = useRef<SessionChannel | null>(null);
  const idle = useRef<IdleTimer | null>(null);
  const [warningEndsAt, setWarningEndsAt] = useState<number | null>(null);

  /** Activity in this tab: its idle clock starts again and the session's other tabs hear of it. */
  const reportActivity = useCallback(() => {
    idle.current?.touch();
    const sessionId = handlers.current.sessionId();
    if (sessionId) channel.current?.post({ type: 'activity', sessionId });
  }, []);

  useEffect(() => {
    const opened = openSessionChannel(channelName, (message) => {
      const current = handlers.current;
      if (message.type === 'ask' || message.type === 'session') current.onJoinMessage(message);
      else if (message.sessionId !== current.sessionId()) return;
      // A person acting in another tab of the session: a warning here ends too.
      else if (message.type === 'activity') idle.current?.touch();
      else current.onNews(message);
    });
    channel.current = opened;
    return () => {
      opened.close();
      if (channel.current === opened) channel.current = null;
    };
  }, [channelName]);

  useEffect(() => {
    if (!active) return undefined;
    const timer = startIdleTimer({
      timeoutMs: idleTimeoutMs,
      warningMs: idleWarningMs,
      onWarning: setWarningEndsAt,
      onWarningEnd: () => setWarningEndsAt(null),
      onIdle: () => {
        setWarningEndsAt(null);
        handlers.current.onIdle();
      },
    });
    idle.current = timer;
    const stopWatching = watchActivity(
      document,
      () => {
        // While the warning is on only an answer counts: a pointer crossing the page must not
        // close a warning the person may not have seen, nor keep the session alive behind it.
        if (!timer.warning()) reportActivity();
      },
      activityThrottleMs,
    );
    return () => {
      stopWatching();
      timer.stop();
      if (idle.current === timer) idle.current = null;
      setWarningEndsAt(null);
    };
  }, [active, idleTimeoutMs, idleWarningMs, activityThrottleMs, reportActivity]);

  const post = useCallback((message: SessionTabMessage) => channel.current?.post(message), []);
  return { post, warningEndsAt, staySignedIn: reportActivity };
}
