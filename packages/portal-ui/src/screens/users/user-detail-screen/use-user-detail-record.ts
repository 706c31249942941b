import { useUserDetail } from '@lego-portal/api-client';
import { useEffect } from 'react';
import { useNotFoundRedirect } from '../../../hooks/use-not-found-redirect';
import { useMerchantInScope } from '../../../merchant-scope';
import { usePortal, usePortalSession } from '../../../provider/portal-provider';
import type { UserDetailScreenProps } from './user-detail-screen';

/**
 * The user a detail route names, for the signed-in user's merchant only: a user of another
 * merchant, deleted or unknown goes to not found; the update route of a user who may not be
 * edited (locked or inactive, spec section 4) shows the view instead.
 */
export function useUserDetailRecord({ mode, merchantId = '', userId = '' }: UserDetailScreenProps) {
  const { navigation, paths } = usePortal();
  const { user } = usePortalSession();
  // The merchant in scope: the user's own, or the one a staff user chose.
  const ownMerchantId = useMerchantInScope()?.merchantId ?? '';
  const existing = mode !== 'create';
  // A merchant user manages only their own merchant's users (the server answers 404 as well).
  const foreign = existing && (merchantId === '' || userId === '' || merchantId !== ownMerchantId);
  const detail = useUserDetail(merchantId, userId, { enabled: existing && !foreign });
  const profile = detail.data?.getResponse;
  // Only a failed first load: after a delete the refetch fails too, while the modal still shows.
  useNotFoundRedirect(foreign || (detail.isError && !profile));
  const notEditable = mode === 'update' && profile !== undefined && profile.status !== 'A';
  useEffect(() => {
    if (notEditable) navigation.navigate(paths.userView(merchantId, userId), { replace: true });
  }, [notEditable, navigation, paths, merchantId, userId]);
  // The server refuses to lock, unlock or delete oneself, so the own record offers Edit only.
  const own = profile !== undefined && user !== null && profile.username.toLowerCase() === user.userName.toLowerCase();
  return { profile, existing, notEditable, own, ownMerchantId };
}
