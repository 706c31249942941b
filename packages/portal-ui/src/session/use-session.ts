import { useSessionController } from './session-context';

/**
 * The reference host's session controller (sign-in, forced password change, sign-out, expiry
 * notice, tokens): the same as `useSessionController`. Throws outside `SessionProvider`; screens
 * that only need the user and permissions use `usePortalSession()`, which also works in hosts
 * with their own auth.
 */
export const useSession = useSessionController;
