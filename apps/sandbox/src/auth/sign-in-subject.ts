/** The token subject of a user row: identity, merchant and roles as of now. */
import type { UserRow } from '../store/users';
import type { TokenSubject } from './tokens';
import { rolesOfUser } from './roles';

/** Builds the claims source for `TokenService.issue`. */
export function subjectOf(user: UserRow, sessionId: string): TokenSubject {
  return {
    userId: user.user_id,
    username: user.username,
    merchantId: user.merchant_id,
    fullName: user.full_name,
    email: user.email,
    roles: rolesOfUser(user, user.special_merchant_code),
    specialMerchantCode: user.special_merchant_code,
    sessionId,
  };
}
