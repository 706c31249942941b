/**
 * lego-authorization: sign-in (200 tokens, 202 forced password change, errors), token refresh
 * and sign-out. Five wrong passwords in a row lock the user (status L).
 */
import { CHANGE_PASSWORD_MESSAGES } from '@lego-portal/rules';
import { matchSignInPassword } from '../auth/temporary-password';
import { subjectOf } from '../auth/sign-in-subject';
import { nowStamp } from '../clock';
import { errorBody, fail, ApiError } from '../errors';
import { openSession, openSessionRefreshJti, revokeSession } from '../store/sessions';
import { findUserByUsername } from '../store/users';
import type { OperationHandler } from './handler-types';
import { ok, principalOf } from './handler-types';
import { replacePassword, requireSessionAccessToken } from './own-account';

/** Wrong passwords in a row that lock a user. */
export const MAX_FAILED_SIGN_INS = 5;

const INCORRECT = CHANGE_PASSWORD_MESSAGES.serverIncorrect;
// TODO(rules): the rules package has no texts for a locked or inactive user at sign-in.
const LOCKED = 'Your user is locked. Please contact your administrator.';
const INACTIVE = 'Your user is inactive. Please contact your administrator.';

interface SignInBody {
  username: string;
  password: string;
  newPassword?: string;
}

const incorrect = () => new ApiError(401, errorBody('NotAuthorizedException', INCORRECT));

export const signIn: OperationHandler = async ({ body, deps }) => {
  const { username, password, newPassword } = body as SignInBody;
  const { db, clock, tokens } = deps;
  const user = await findUserByUsername(db, username);
  // Unknown users get the same answer as wrong passwords: the response reveals nothing.
  if (!user) throw incorrect();
  if (user.status === 'L') throw new ApiError(403, errorBody('UserLockedException', LOCKED));
  if (user.status === 'I') throw new ApiError(403, errorBody('UserInactiveException', INACTIVE));
  const matched = await matchSignInPassword(db, user, password);
  if (!matched) {
    const [after] = await db.query<{ status: string }>(
      `update app_user set failed_sign_ins = failed_sign_ins + 1,
              status = case when failed_sign_ins + 1 >= $2 then 'L' else status end
        where user_id = $1 returning status`,
      [user.user_id, MAX_FAILED_SIGN_INS],
    );
    if (after?.status === 'L') throw new ApiError(403, errorBody('UserLockedException', LOCKED));
    throw incorrect();
  }
  await db.query('update app_user set failed_sign_ins = 0 where user_id = $1', [user.user_id]);
  // A forgotten password's temporary password signs in only to choose a new one.
  if (user.must_change_password || matched === 'temporary') {
    if (newPassword === undefined) return { status: 202, body: { challengeName: 'NEW_PASSWORD_REQUIRED' } };
    await replacePassword(db, user.user_id, password, newPassword);
  }
  const { sessionId, refreshJti } = await openSession(db, user.user_id, nowStamp(clock));
  return ok(await tokens.issue(subjectOf(user, sessionId), refreshJti));
};

interface RefreshBody {
  refreshToken: string;
  accessToken: string;
  idToken: string;
}

export const refreshToken: OperationHandler = async (ctx) => {
  const principal = principalOf(ctx);
  const { refreshToken: refresh, accessToken } = ctx.body as RefreshBody;
  const { db, tokens } = ctx.deps;
  const verified = await tokens.verify(refresh, 'refresh');
  if (typeof verified === 'string' || verified.sid !== principal.sessionId || verified.sub !== principal.userId)
    throw fail.unauthorized('Invalid refresh token', 'NotAuthorizedException');
  // The access token may have expired: refreshing is what it is for.
  await requireSessionAccessToken(ctx, accessToken, { ignoreExpiry: true });
  const jti = await openSessionRefreshJti(db, principal.sessionId);
  if (jti === null || jti !== verified.jti) throw fail.unauthorized('Refresh token has been revoked', 'NotAuthorizedException');
  // Roles are read again, so a grant changed by a user admin applies at the next refresh.
  const user = await findUserByUsername(db, principal.username);
  if (!user) throw fail.unauthorized();
  const issued = await tokens.issue(subjectOf(user, principal.sessionId), jti);
  return ok({ idToken: issued.idToken, accessToken: issued.accessToken });
};

export const signOut: OperationHandler = async (ctx) => {
  const principal = principalOf(ctx);
  const { username } = ctx.body as { username: string };
  if (username.toLowerCase() !== principal.username.toLowerCase()) throw fail.badRequest('You can sign out only yourself.', 'USERNAME_MISMATCH');
  await revokeSession(ctx.deps.db, principal.sessionId);
  return ok({ message: 'Signed out' });
};
