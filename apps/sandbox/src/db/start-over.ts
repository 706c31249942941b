/**
 * Starting over (`--fresh`, `npm start -- --fresh`): demo accounts get locked and passwords
 * changed as people try the portal, and the data persists, so a newcomer needs a way back to the
 * seed. This removes what the sandbox stored, and only that; the next start migrates and seeds.
 */
import { readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from './database';
import { migrationsDir } from '../paths';

/** Deletes a PGlite data directory (nothing else lives there). */
export async function removeDataDir(dataDir: string): Promise<void> {
  await rm(dataDir, { recursive: true, force: true });
}

/**
 * Drops the tables and functions the migrations create (and the migration record) from a
 * PostgreSQL database, leaving anything else in it alone: a DATABASE_URL may point at a database
 * shared with other work. Indexes go with their tables.
 */
export async function dropSandboxTables(db: Database, dir: string = migrationsDir()): Promise<void> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.sql'));
  const sql = (await Promise.all(files.map((name) => readFile(join(dir, name), 'utf8')))).join('\n');
  const created = (kind: string) =>
    [...new Set([...sql.matchAll(new RegExp(`^\\s*create (?:or replace )?${kind} (?:if not exists )?(\\w+)`, 'gim'))].map((m) => m[1]!.toLowerCase()))];
  const tables = [...created('table'), 'schema_migration'];
  await db.exec(`drop table if exists ${tables.join(', ')} cascade`);
  for (const name of created('function')) await db.exec(`drop function if exists ${name} cascade`);
}
