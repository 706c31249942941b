/**
 * lego-userprofile passwords: forgot password (a temporary password beside the current one, to the
 * outbox) and change password.
 */
import { CHANGE_PASSWORD_MESSAGES, FORGOT_PASSWORD_MESSAGES } from '@lego-portal/rules';
import { verifyPassword } from '../auth/passwords';
import { offerTemporaryPassword } from '../auth/temporary-password';
import { nowStamp } from '../clock';
import { errorBody, fail, ApiError } from '../errors';
import { findUserByUsername } from '../store/users';
import type { OperationHandler } from './handler-types';
import { ok, principalOf } from './handler-types';
import { replacePassword, requireSessionAccessToken } from './own-account';

export const forgotPassword: OperationHandler = async ({ body, deps }) => {
  const { username } = body as { username: string };
  const user = await findUserByUsername(deps.db, username);
  if (!user) throw fail.notFound(FORGOT_PASSWORD_MESSAGES.invalidUsername, 'UserNotFoundException');
  // Beside the current password, which keeps working: asking for one needs no sign-in.
  await offerTemporaryPassword(deps.db, user, nowStamp(deps.clock));
  return ok({ message: FORGOT_PASSWORD_MESSAGES.sent });
};

export const changePassword: OperationHandler = async (ctx) => {
  const principal = principalOf(ctx);
  const { accessToken, currentPassword, newPassword } = ctx.body as { accessToken: string; currentPassword: string; newPassword: string };
  const { db } = ctx.deps;
  await requireSessionAccessToken(ctx, accessToken);
  const user = await findUserByUsername(db, principal.username);
  if (!user) throw fail.unauthorized();
  if (!(await verifyPassword(currentPassword, user.password_hash)))
    throw new ApiError(400, errorBody('NotAuthorizedException', CHANGE_PASSWORD_MESSAGES.serverIncorrect));
  await replacePassword(db, user.user_id, currentPassword, newPassword);
  return ok({ message: CHANGE_PASSWORD_MESSAGES.success });
};
