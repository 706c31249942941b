/**
 * Gives a user a temporary password (new user, forgot password): stored hashed, flagged for a
 * forced change at the next sign-in (202), and mailed to the outbox.
 */
import type { Queryable } from '../db/database';
import { sendMail, temporaryPasswordMail } from '../store/outbox';
import { hashPassword, temporaryPassword } from './passwords';

/** Sets and mails a fresh temporary password. */
export async function issueTemporaryPassword(
  db: Queryable,
  user: { user_id: string; username: string; email: string },
  now: string,
): Promise<void> {
  const password = temporaryPassword();
  await db.query('update app_user set password_hash = $2, must_change_password = true, failed_sign_ins = 0 where user_id = $1', [
    user.user_id,
    await hashPassword(password),
  ]);
  await sendMail(db, { username: user.username, email: user.email, now, ...temporaryPasswordMail(user.username, password) });
}
