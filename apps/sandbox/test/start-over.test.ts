/**
 * Starting over (`--fresh`): a demo account that was locked and had its password changed, in
 * data that persists between starts, is back to the seed after a fresh start; on PostgreSQL only
 * the sandbox's own tables are dropped.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/postgres-database';
import type { SandboxOptions } from '../src/sandbox';
import { createSandbox } from '../src/sandbox';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { API } from './support/api-paths';
import { storageEngines } from './support/engines';

const SMALL = { transactions: 200, registrations: 50, log: false } as const;

/** Signs `demo_full` in over HTTP (inject) on a sandbox started with `options`; returns the status. */
async function signInStatus(options: SandboxOptions, mutate?: (sql: (text: string) => Promise<unknown>) => Promise<void>): Promise<number> {
  const sandbox = await createSandbox({ ...SMALL, ...options });
  try {
    const response = await sandbox.app.inject({
      method: 'POST',
      url: API.signIn,
      payload: { username: 'demo_full', password: DEMO_PASSWORD },
    });
    if (mutate) await mutate((text) => sandbox.db.exec(text));
    return response.statusCode;
  } finally {
    await sandbox.close();
  }
}

/** What a visitor may do to a demo account: lock it and change its password. */
const spoil = async (sql: (text: string) => Promise<unknown>) => {
  await sql("update app_user set status = 'L', password_hash = 'scrypt$spoilt' where username = 'demo_full'");
};

const { server, skipped } = storageEngines('start-over tests');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('starting over with fresh', () => {
  it('PGlite on disk: the data persists between starts, and a fresh start reseeds it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-fresh-'));
    dirs.push(dataDir);
    expect(await signInStatus({ dataDir }, spoil)).toBe(200);
    expect(await signInStatus({ dataDir }), 'the spoilt account persists without --fresh').not.toBe(200);
    expect(await signInStatus({ dataDir, fresh: true }), 'a fresh start signs the demo account in again').toBe(200);
  }, 120_000);

  it('PostgreSQL: a fresh start reseeds the sandbox tables and leaves other tables alone', async (context) => {
    const pg = server();
    if (!pg) return context.skip(skipped());
    const databaseUrl = await pg.createDatabase('start_over');
    const other = await openPostgres(databaseUrl);
    await other.exec("create table not_the_sandbox (note text); insert into not_the_sandbox values ('kept')");
    await other.close();

    expect(await signInStatus({ databaseUrl }, spoil)).toBe(200);
    expect(await signInStatus({ databaseUrl })).not.toBe(200);
    expect(await signInStatus({ databaseUrl, fresh: true })).toBe(200);

    const after = await openPostgres(databaseUrl);
    try {
      expect(await after.query<{ note: string }>('select note from not_the_sandbox')).toEqual([{ note: 'kept' }]);
    } finally {
      await after.close();
    }
  }, 180_000);
});
