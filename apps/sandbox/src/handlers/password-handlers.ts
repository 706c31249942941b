/** lego-userprofile passwords: forgot password (temporary password to the outbox) and change password. */
import { CHANGE_PASSWORD_MESSAGES, FORGOT_PASSWORD_MESSAGES, validateChangePassword } from '@lego-portal/rules';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { issueTemporaryPassword } from '../auth/temporary-password';
import { nowStamp } from '../clock';
import { errorBody, fail, rulesFailure, ApiError } from '../errors';
import { findUserByUsername } from '../store/users';
import type { OperationHandler } from './handler-types';
import { ok, principalOf } from './handler-types';

export const forgotPassword: OperationHandler = async ({ body, deps }) => {
  const { username } = body as { username: string };
  const user = await findUserByUsername(deps.db, username);
  if (!user) throw fail.notFound(FORGOT_PASSWORD_MESSAGES.invalidUsername, 'UserNotFoundException');
  await issueTemporaryPassword(deps.db, user, nowStamp(deps.clock));
  return ok({ message: FORGOT_PASSWORD_MESSAGES.sent });
};

interface ChangePasswordBody {
  accessToken: string;
  currentPassword: string;
  newPassword: string;
}

export const changePassword: OperationHandler = async (ctx) => {
  const principal = principalOf(ctx);
  const { accessToken, currentPassword, newPassword } = ctx.body as ChangePasswordBody;
  const { db, tokens } = ctx.deps;
  const access = await tokens.verify(accessToken, 'access');
  if (typeof access === 'string' || access.sid !== principal.sessionId) throw fail.unauthorized('Invalid access token', 'NotAuthorizedException');
  const user = await findUserByUsername(db, principal.username);
  if (!user) throw fail.unauthorized();
  if (!(await verifyPassword(currentPassword, user.password_hash)))
    throw new ApiError(400, errorBody('NotAuthorizedException', CHANGE_PASSWORD_MESSAGES.serverIncorrect));
  const rules = validateChangePassword({ currentPassword, newPassword, confirmPassword: newPassword });
  if (!rules.ok) throw rulesFailure(rules.errors);
  await db.query('update app_user set password_hash = $2, must_change_password = false where user_id = $1', [
    user.user_id,
    await hashPassword(newPassword),
  ]);
  return ok({ message: CHANGE_PASSWORD_MESSAGES.success });
};
