/**
 * Turns the bearer id token of a request into the signed-in user. The token must be genuine,
 * unexpired, of kind `id`, and its session still open (not signed out), with the user still
 * active: a locked or deleted user's tokens stop working at once.
 */
import { parseRoles, permissionsOf } from '@lego-portal/rules';
import { fail } from '../errors';
import type { Principal, SandboxDeps } from '../handlers/handler-types';

/** Reads `Authorization: Bearer <token>`; null when absent or malformed. */
export function bearerOf(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
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
  const [row] = await deps.db.query<{ user_id: string; status: string; revoked: boolean; full_name: string; special_merchant_code: string | null }>(
    `select u.user_id, u.status, s.revoked, u.full_name, m.special_merchant_code
       from auth_session s join app_user u on u.user_id = s.user_id join merchant m on m.merchant_id = u.merchant_id
      where s.session_id = $1 and u.user_id = $2`,
    [token.sid, token.sub],
  );
  if (!row || row.revoked) throw fail.unauthorized('Your session has been expired. Please login again', 'SESSION_REVOKED');
  if (row.status !== 'A') throw fail.unauthorized('User is not active', 'USER_NOT_ACTIVE');
  // Spec section 6: the claim plus the merchant's special code, which not every user's claim carries.
  const roles = parseRoles(token['custom:auth'], row.special_merchant_code);
  return {
    userId: token.sub,
    username: token.username,
    merchantId: String(token.merchantId ?? ''),
    fullName: row.full_name,
    roles,
    permissions: permissionsOf(roles),
    sessionId: token.sid,
    token,
  };
}
