import { useCallback, useEffect, useRef } from 'react';
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
  activityThrottleMs: number;
  channelName: string;
  /** The idle timeout passed with no activity in any tab of the session. */
  onIdle: () => void;
  /** Another tab of this tab's session refreshed its tokens or ended the session. */
  onNews: (message: SessionNews) => void;
  /** Another tab asks who holds a live session, or answers that question. */
  onJoinMessage: (message: Extract<SessionTabMessage, { type: 'ask' | 'session' }>) => void;
}

/**
 * Keeps a session alive while the user is active in any tab holding it, and ends it after the
 * idle timeout. Activity, refreshes and sign-outs of other sessions (another user signed in in
 * another tab) never touch this one. Returns `post`, which tells the other tabs something.
 */
export function useSessionLiveness(options: SessionLivenessOptions): (message: SessionTabMessage) => void {
  const { active, idleTimeoutMs, activityThrottleMs, channelName } = options;
  // The callbacks change with every render of the provider; the channel and timer must not.
  const handlers = useRef(options);
  useEffect(() => {
    handlers.current = options;
  });
  const channel = useRef<SessionChannel | null>(null);
  const idle = useRef<IdleTimer | null>(null);

  useEffect(() => {
    const opened = openSessionChannel(channelName, (message) => {
      const current = handlers.current;
      if (message.type === 'ask' || message.type === 'session') current.onJoinMessage(message);
      else if (message.sessionId !== current.sessionId()) return;
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
    const timer = startIdleTimer({ timeoutMs: idleTimeoutMs, onIdle: () => handlers.current.onIdle() });
    idle.current = timer;
    const stopWatching = watchActivity(
      document,
      () => {
        timer.touch();
        const sessionId = handlers.current.sessionId();
        if (sessionId) channel.current?.post({ type: 'activity', sessionId });
      },
      activityThrottleMs,
    );
    return () => {
      stopWatching();
      timer.stop();
      if (idle.current === timer) idle.current = null;
    };
  }, [active, idleTimeoutMs, activityThrottleMs]);

  return useCallback((message: SessionTabMessage) => channel.current?.post(message), []);
}
