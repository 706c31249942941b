/**
 * Turns the bearer id token of a request into the signed-in user. The token must be genuine,
 * unexpired, of kind `id`, and its session still open (not signed out), with the user still
 * active: a locked or deleted user's tokens stop working at once.
 *
 * The roles are the user's grants as stored now, not the token's `custom:auth` claim: a grant a
 * user admin removes takes effect on the user's next call, not at the token's expiry (issue 29).
 * The claim still carries them for the portal's menus.
 */
import { permissionsOf, staffAccessOf } from '@lego-portal/rules';
import { fail } from '../errors';
import type { Principal, SandboxDeps } from '../handlers/handler-types';
import type { GrantColumns } from './roles';
import { rolesOfUser } from './roles';

/** Reads `Authorization: Bearer <token>`; null when absent or malformed. */
export function bearerOf(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

interface SessionUserRow extends GrantColumns {
  user_id: string;
  username: string;
  merchant_id: string | null;
  status: string;
  revoked: boolean;
  full_name: string;
  special_merchant_code: string | null;
  staff_roles: string[];
}

/** The principal of a bearer id token, or a 401 ApiError. */
export async function authenticate(
  deps: SandboxDeps,
  header: string | undefined,
  options: { ignoreExpiry?: boolean } = {},
): Promise<Principal> {
  const bearer = bearerOf(header);
  if (!bearer) throw fail.unauthorized('Missing bearer id token');
  const token = await deps.tokens.verify(bearer, 'id', options);
  if (token === 'expired') throw fail.unauthorized('Your session has been expired. Please login again', 'TOKEN_EXPIRED');
  if (token === 'invalid') throw fail.unauthorized('Invalid id token', 'TOKEN_INVALID');
  const [row] = await deps.db.query<SessionUserRow>(
    `select u.*, s.revoked, m.special_merchant_code
       from auth_session s join app_user u on u.user_id = s.user_id left join merchant m on m.merchant_id = u.merchant_id
      where s.session_id = $1 and u.user_id = $2`,
    [token.sid, token.sub],
  );
  if (!row || row.revoked) throw fail.unauthorized('Your session has been expired. Please login again', 'SESSION_REVOKED');
  if (row.status !== 'A') throw fail.unauthorized('User is not active', 'USER_NOT_ACTIVE');
  // Spec section 6: the grants plus the merchant's special code (which not every user's claim
  // carries), or a staff user's staff roles.
  const roles = rolesOfUser(row, row.special_merchant_code, row.staff_roles);
  return {
    userId: row.user_id,
    username: row.username,
    merchantId: row.merchant_id ?? '',
    fullName: row.full_name,
    roles,
    permissions: permissionsOf(roles),
    staff: staffAccessOf(roles),
    sessionId: token.sid,
    token,
  };
}
