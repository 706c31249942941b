import { staffAccessOf, type StaffAccess } from '@lego-portal/rules';
import { useMemo } from 'react';
import { usePortalSession } from '../provider/portal-provider';

/**
 * What the signed-in user may do as bank staff (`staffAccessOf` of the session user's roles):
 * all false for a merchant user or when signed out. Reads the session through
 * `usePortalSession()`, so it answers alike for the reference host's `SessionProvider` and for
 * an embedding host (the intranet) that passes its own session to `PortalProvider`.
 *
 * @example
 * const { setsBankTerms } = useStaffAccess();
 * return setsBankTerms ? <ActivateAction /> : null;
 */
export function useStaffAccess(): StaffAccess {
  const roles = usePortalSession().user?.roles;
  return useMemo(() => staffAccessOf(roles ?? []), [roles]);
}
