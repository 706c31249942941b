/**
 * The two storage engines a test file runs the same cases on: PGlite, and a throwaway PostgreSQL
 * server (`startPostgres`) started for the file. Without an installed PostgreSQL its cases skip,
 * with the reason printed once.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/db/database';
import { openPglite } from '../../src/db/pglite-database';
import { openPostgres } from '../../src/db/postgres-database';
import type { TestPostgres } from './postgres';
import { startPostgres } from './postgres';

/** One engine for `describe.each`: `open` gives a fresh database, or null when it is not available. */
export interface TestEngine {
  name: 'PGlite' | 'PostgreSQL';
  /** Opens an empty database (`database` names it on the PostgreSQL server). */
  open(database: string): Promise<Database | null>;
}

/**
 * Registers the server's start and stop around the calling test file (call it at the top level)
 * and returns the engines, PGlite first, with the server and the reason it was skipped.
 */
export function storageEngines(label: string): { engines: TestEngine[]; server: () => TestPostgres | null; skipped: () => string } {
  let server: TestPostgres | null = null;
  let skipped = '';
  beforeAll(async () => {
    const started = await startPostgres();
    if ('skipped' in started) {
      skipped = started.skipped;
      console.warn(`[${label}] PostgreSQL cases skipped: ${skipped}`);
    } else server = started;
  }, 120_000);
  afterAll(() => server?.stop());
  return {
    engines: [
      { name: 'PGlite', open: async () => openPglite() },
      { name: 'PostgreSQL', open: async (database) => (server ? openPostgres(await server.createDatabase(database)) : null) },
    ],
    server: () => server,
    skipped: () => skipped,
  };
}
