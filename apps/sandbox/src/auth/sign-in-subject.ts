/** The token subject of a user row: identity, merchant and roles as of now. */
import type { UserRow } from '../store/users';
import type { TokenSubject } from './tokens';
import { rolesOfUser } from './roles';

/**
 * Builds the claims source for `TokenService.issue`. The merchant's special code is in the claims
 * only for users whose directory entry has it (see migration 003); the API reads it from the
 * merchant either way (`authenticate`), and the portal from the merchant profile.
 */
export function subjectOf(user: UserRow, sessionId: string): TokenSubject {
  const specialMerchantCode = user.special_code_in_claim ? user.special_merchant_code : null;
  return {
    userId: user.user_id,
    username: user.username,
    // Staff have no merchant of their own: the claim is empty (design of issue 29).
    merchantId: user.merchant_id ?? '',
    fullName: user.full_name,
    email: user.email,
    roles: rolesOfUser(user, specialMerchantCode, user.staff_roles),
    specialMerchantCode,
    sessionId,
  };
}
