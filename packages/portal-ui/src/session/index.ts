export type { PortalSession, SessionController, SessionStatus, SessionUser, SignInOutcome } from './session-types';
export { SessionControllerContext, useSessionController } from './session-context';
