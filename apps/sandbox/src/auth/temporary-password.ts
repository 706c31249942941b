/**
 * Temporary passwords, mailed to the outbox. A new user's is its only password: stored as its
 * password and flagged for a forced change at the first sign-in (202). A forgotten password's
 * is kept beside the user's own (table temporary_password): forgot password needs no sign-in,
 * so replacing the password there would let anyone lock any user out of their account. The own
 * password keeps working; the temporary one signs in only to choose a new password, and is gone
 * once a new password is set, whichever way.
 */
import type { Queryable } from '../db/database';
import { sendMail, temporaryPasswordMail } from '../store/outbox';
import { hashPassword, temporaryPassword, verifyPassword } from './passwords';

interface MailedUser {
  user_id: string;
  username: string;
  email: string;
}

/** A new user's first password: set as its password, to be changed at the first sign-in, and mailed. */
export async function issueTemporaryPassword(db: Queryable, user: MailedUser, now: string): Promise<void> {
  const password = temporaryPassword();
  await db.query('update app_user set password_hash = $2, must_change_password = true, failed_sign_ins = 0 where user_id = $1', [
    user.user_id,
    await hashPassword(password),
  ]);
  await sendMail(db, { username: user.username, email: user.email, now, ...temporaryPasswordMail(user.username, password) });
}

/**
 * Forgot password: a temporary password beside the user's own (a newer one replaces an older
 * one not used yet), mailed. The password, the forced-change flag and the count of wrong
 * passwords stay as they are: asking needs no sign-in, so it must change nothing an attacker
 * could use (resetting the count would allow endless guessing).
 */
export async function offerTemporaryPassword(db: Queryable, user: MailedUser, now: string): Promise<void> {
  const password = temporaryPassword();
  await db.query(
    `insert into temporary_password (user_id, password_hash, created_datetime) values ($1, $2, $3)
     on conflict (user_id) do update set password_hash = excluded.password_hash, created_datetime = excluded.created_datetime`,
    [user.user_id, await hashPassword(password), now],
  );
  await sendMail(db, { username: user.username, email: user.email, now, ...temporaryPasswordMail(user.username, password) });
}

/** Which of the user's passwords `password` is: its own, the temporary one of a forgot password, or neither. */
export async function matchSignInPassword(
  db: Queryable,
  user: { user_id: string; password_hash: string },
  password: string,
): Promise<'own' | 'temporary' | null> {
  if (await verifyPassword(password, user.password_hash)) return 'own';
  const [row] = await db.query<{ password_hash: string }>('select password_hash from temporary_password where user_id = $1', [user.user_id]);
  return row && (await verifyPassword(password, row.password_hash)) ? 'temporary' : null;
}

/** Forgets a pending temporary password: a new password was set. */
export async function dropTemporaryPassword(db: Queryable, userId: string): Promise<void> {
  await db.query('delete from temporary_password where user_id = $1', [userId]);
}
