export type { PortalSession, SessionController, SessionMerchant, SessionStatus, SessionUser, SignInOutcome } from './session-types';
export { SessionControllerContext, useSessionController } from './session-context';
export { useSession } from './use-session';
export type { SessionSnapshot, SessionStore, SessionStoreChange, SessionStoreOptions } from './storage';
export { SESSION_STORAGE_KEY, createSessionStore } from './storage';
export type { SessionProviderProps } from './session-provider-props';
export { SessionProvider } from './session-provider';
export { SESSION_CHANNEL_NAME } from './cross-tab';
