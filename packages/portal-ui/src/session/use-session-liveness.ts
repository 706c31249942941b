import { useCallback, useEffect, useRef } from 'react';
import { watchActivity } from './activity';
import type { SessionChannel, SessionTabMessage } from './cross-tab';
import { openSessionChannel } from './cross-tab';
import type { IdleTimer } from './idle-timer';
import { startIdleTimer } from './idle-timer';

/** Options of {@link useSessionLiveness}. */
export interface SessionLivenessOptions {
  /** Whether a session (or a sign-in awaiting a new password) is open and may go idle. */
  active: boolean;
  idleTimeoutMs: number;
  activityThrottleMs: number;
  channelName: string;
  /** The idle timeout passed with no activity in any tab. */
  onIdle: () => void;
  /** Another tab signed out (`expired`: by time-out or 401). */
  onRemoteSignOut: (expired: boolean) => void;
}

/**
 * Keeps a session alive while the user is active, in this tab or any other tab of the origin,
 * and ends it after the idle timeout. Returns `post`, which tells the other tabs something (the
 * provider posts sign-outs through it).
 */
export function useSessionLiveness(options: SessionLivenessOptions): (message: SessionTabMessage) => void {
  const { active, idleTimeoutMs, activityThrottleMs, channelName } = options;
  // The callbacks change with every render of the provider; the channel and timer must not.
  const handlers = useRef({ onIdle: options.onIdle, onRemoteSignOut: options.onRemoteSignOut });
  useEffect(() => {
    handlers.current = { onIdle: options.onIdle, onRemoteSignOut: options.onRemoteSignOut };
  });
  const channel = useRef<SessionChannel | null>(null);
  const idle = useRef<IdleTimer | null>(null);

  useEffect(() => {
    const opened = openSessionChannel(channelName, (message) => {
      if (message.type === 'activity') idle.current?.touch();
      else handlers.current.onRemoteSignOut(message.expired);
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
        channel.current?.post({ type: 'activity' });
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
