/** Mail the sandbox would send (table outbox): temporary passwords, read by the dev endpoint. */
import type { Queryable } from '../db/database';

/** One message of the outbox. */
export interface OutboxMessage {
  id: number;
  username: string;
  email: string;
  subject: string;
  body: string;
  createdDatetime: string;
}

/** Puts a message in the outbox. */
export async function sendMail(
  db: Queryable,
  mail: { username: string; email: string; subject: string; body: string; now: string },
): Promise<void> {
  await db.query('insert into outbox (username, email, subject, body, created_datetime) values ($1, $2, $3, $4, $5)', [
    mail.username,
    mail.email,
    mail.subject,
    mail.body,
    mail.now,
  ]);
}

/** Messages to `username` (all when omitted), newest first. */
export async function readOutbox(db: Queryable, username?: string, limit = 50): Promise<OutboxMessage[]> {
  const rows = await db.query<{ id: number; username: string; email: string; subject: string; body: string; created_datetime: string }>(
    `select id::int as id, username, email, subject, body, created_datetime from outbox
      where ($1::text is null or lower(username) = lower($1)) order by id desc limit ${limit}`,
    [username ?? null],
  );
  return rows.map((r) => ({ id: r.id, username: r.username, email: r.email, subject: r.subject, body: r.body, createdDatetime: r.created_datetime }));
}

/** The temporary password of the newest temporary-password mail to `username`, or null. */
export async function latestTemporaryPassword(db: Queryable, username: string): Promise<string | null> {
  const [mail] = await readOutbox(db, username, 1);
  return mail ? (/Temporary password: (\S+)/.exec(mail.body)?.[1] ?? null) : null;
}

/** The mail body of a temporary password (the outbox readers parse this line). */
export function temporaryPasswordMail(username: string, password: string): { subject: string; body: string } {
  return {
    subject: 'Your temporary password',
    body: `Dear ${username},\nTemporary password: ${password}\nSign in with it and choose a new password.`,
  };
}
