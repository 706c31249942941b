import { createContext, useContext } from 'react';
import type { SessionController } from './session-types';

/**
 * Carries the reference host's {@link SessionController} (sign-in flow, expiry notice).
 * `SessionProvider` fills it; stories and tests may provide a fake controller directly.
 */
export const SessionControllerContext = createContext<SessionController | null>(null);

/** The session controller; throws outside `SessionProvider` (sign-in screens need one). */
export function useSessionController(): SessionController {
  const value = useContext(SessionControllerContext);
  if (!value) throw new Error('Sign-in screens must be rendered inside <SessionProvider>.');
  return value;
}
