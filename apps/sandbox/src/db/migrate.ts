/**
 * Applies `migrations/*.sql` in name order, each once, recorded in `schema_migration`. The same
 * files serve PGlite and PostgreSQL. Everything runs in one transaction holding an advisory
 * lock, so two processes sharing a PostgreSQL never migrate at the same time.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from './database';
import { migrationsDir } from '../paths';

const LOCK_KEY = 4_072_022;

/** Applies pending migrations; returns the names applied now. */
export async function migrate(db: Database, dir: string = migrationsDir()): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const scripts = await Promise.all(files.map(async (name) => ({ name, sql: await readFile(join(dir, name), 'utf8') })));
  return db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(${LOCK_KEY})`);
    await tx.exec('create table if not exists schema_migration (name text primary key, applied_at timestamptz not null default now())');
    const done = new Set((await tx.query<{ name: string }>('select name from schema_migration')).map((row) => row.name));
    const applied: string[] = [];
    for (const { name, sql } of scripts) {
      if (done.has(name)) continue;
      await tx.exec(sql);
      await tx.query('insert into schema_migration (name) values ($1)', [name]);
      applied.push(name);
    }
    return applied;
  });
}
