/** Chooses the storage: PostgreSQL when a URL is given, else PGlite in memory or on disk. */
import { mkdir } from 'node:fs/promises';
import type { Database } from './database';
import { openPglite } from './pglite-database';
import { openPostgres } from './postgres-database';

/** Where the data lives. */
export interface StorageOptions {
  /** A PostgreSQL connection string; wins over the PGlite options. */
  databaseUrl?: string;
  /** PGlite in memory (nothing written to disk). */
  memory?: boolean;
  /** PGlite data directory when not in memory. */
  dataDir: string;
  /** PGlite snapshot (a `dumpDataDir()` tarball) to start from; tests only. */
  snapshot?: Blob;
}

/** Opens the database the options describe. */
export async function openDatabase(options: StorageOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (options.memory || options.snapshot) return openPglite(options.snapshot ? { snapshot: options.snapshot } : {});
  await mkdir(options.dataDir, { recursive: true });
  return openPglite({ dataDir: options.dataDir });
}
