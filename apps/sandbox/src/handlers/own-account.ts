/** The caller's own account, as sign-in, token refresh and change password handle it. */
import { validateChangePassword } from '@lego-portal/rules';
import { hashPassword } from '../auth/passwords';
import { dropTemporaryPassword } from '../auth/temporary-password';
import type { Queryable } from '../db/database';
import { fail, rulesFailure } from '../errors';
import type { HandlerContext } from './handler-types';
import { principalOf } from './handler-types';

/** Refuses (401) an access token that is not valid or not of the caller's session. */
export async function requireSessionAccessToken(ctx: HandlerContext, accessToken: string, options: { ignoreExpiry?: boolean } = {}): Promise<void> {
  const access = await ctx.deps.tokens.verify(accessToken, 'access', options);
  if (typeof access === 'string' || access.sid !== principalOf(ctx).sessionId) throw fail.unauthorized('Invalid access token', 'NotAuthorizedException');
}

/**
 * Replaces a user's password (the current one already verified) after rules' change-password
 * checks, and ends a forced change: a change of one's own password and the first sign-in's
 * forced change alike.
 */
export async function replacePassword(db: Queryable, userId: string, currentPassword: string, newPassword: string): Promise<void> {
  const rules = validateChangePassword({ currentPassword, newPassword, confirmPassword: newPassword });
  if (!rules.ok) throw rulesFailure(rules.errors);
  await db.query('update app_user set password_hash = $2, must_change_password = false where user_id = $1', [userId, await hashPassword(newPassword)]);
  // A temporary password still pending from a forgot password dies with the password it replaced.
  await dropTemporaryPassword(db, userId);
}
