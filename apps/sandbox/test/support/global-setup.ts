/**
 * Builds one seeded PGlite database for the whole run and saves its snapshot (dumpDataDir) to a
 * temporary file: PGlite's cold start costs seconds and most of a gigabyte, while starting from
 * a snapshot takes about one second. Test files start their databases from it.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../src/db/migrate';
import { openPglite } from '../../src/db/pglite-database';
import { seed } from '../../src/seed/seed';
import { TEST_REGISTRATIONS, TEST_TRANSACTIONS } from './sizes';

declare module 'vitest' {
  export interface ProvidedContext {
    snapshotPath: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'sandbox-test-'));
  const db = await openPglite();
  await migrate(db);
  await seed(db, { transactions: TEST_TRANSACTIONS, registrations: TEST_REGISTRATIONS });
  const snapshot = await db.dump();
  await db.close();
  const path = join(dir, 'seeded.tar');
  await writeFile(path, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('snapshotPath', path);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
