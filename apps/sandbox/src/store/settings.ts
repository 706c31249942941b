/** Key-value settings of the sandbox itself (token secret, seed marker). */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';

/** A setting, or null. */
export async function getSetting(db: Queryable, key: string): Promise<string | null> {
  const [row] = await db.query<{ value: string }>('select value from sandbox_setting where key = $1', [key]);
  return row?.value ?? null;
}

/** Sets a setting. */
export async function setSetting(db: Queryable, key: string, value: string): Promise<void> {
  await db.query(
    'insert into sandbox_setting (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value',
    [key, value],
  );
}

/**
 * The token signing secret, created on first start and kept in the database, so tokens survive
 * a restart of a sandbox with a data directory.
 */
export async function tokenSecret(db: Queryable): Promise<Uint8Array> {
  const existing = await getSetting(db, 'token_secret');
  if (existing) return Buffer.from(existing, 'base64url');
  const fresh = randomBytes(32).toString('base64url');
  await db.query('insert into sandbox_setting (key, value) values ($1, $2) on conflict (key) do nothing', ['token_secret', fresh]);
  return Buffer.from((await getSetting(db, 'token_secret')) ?? fresh, 'base64url');
}
