/** Sign-in sessions (table auth_session): every token of a sign-in names its session. */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';

/** Opens a session for a user; returns its id and the refresh token's id. */
export async function openSession(db: Queryable, userId: string, now: string): Promise<{ sessionId: string; refreshJti: string }> {
  const sessionId = randomUUID();
  const refreshJti = randomUUID();
  await db.query('insert into auth_session (session_id, user_id, created_datetime, refresh_jti) values ($1, $2, $3, $4)', [
    sessionId,
    userId,
    now,
    refreshJti,
  ]);
  return { sessionId, refreshJti };
}

/** The refresh token id of an open session, or null when signed out or unknown. */
export async function openSessionRefreshJti(db: Queryable, sessionId: string): Promise<string | null> {
  const [row] = await db.query<{ refresh_jti: string }>('select refresh_jti from auth_session where session_id = $1 and not revoked', [sessionId]);
  return row?.refresh_jti ?? null;
}

/** Revokes one session (sign-out): its id, access and refresh tokens stop working. */
export async function revokeSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('update auth_session set revoked = true where session_id = $1', [sessionId]);
}
