/**
 * The same storage tests against PGlite and against a real PostgreSQL server (skipped, with the
 * reason printed, only when no PostgreSQL is installed): migrations, the deterministic seed (the
 * same rows on both engines), transactions, and the whole API on PostgreSQL. Exports through COPY
 * have their own file, copy-out.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite-database';
import { createSandbox } from '../src/sandbox';
import { seed } from '../src/seed/seed';
import { API } from './support/api-paths';
import { range } from './support/dates';
import { storageEngines } from './support/engines';

const SEED_NOW = new Date('2025-06-15T05:00:00Z');

/** A digest of the seeded rows (secrets and random key material left out). */
async function seedDigest(db: Database): Promise<Record<string, string>> {
  const tables: Record<string, string> = {
    merchant: 'select m::text as r from merchant m order by merchant_id',
    users: `select (user_id, merchant_id, username, full_name, email, contact_number, note, status, created_datetime, last_login,
              must_change_password, auth_profile, auth_user, auth_customer_profile, auth_transaction_report,
              auth_transaction_recurring_report, auth_registration_report, auth_online_registration_report)::text as r
              from app_user order by user_id`,
    customers: 'select c::text as r from customer_profile c order by cust_profile_id',
    pending: 'select p::text as r from customer_pending_change p order by cust_profile_id',
    transactions: 'select t::text as r from payment_transaction t order by txn_number',
    transactionDays: 'select d::text as r from payment_transaction_daily d order by merchant_id, mode, day, status_code, merchant_name',
    registrations: 'select g::text as r from registration g order by id',
    sso: 'select s::text as r from sso_report s order by merchant_id, report_date',
  };
  const out: Record<string, string> = {};
  for (const [name, sql] of Object.entries(tables)) {
    const [row] = await db.query<{ d: string; n: number }>(`select md5(string_agg(r, E'\\n')) as d, count(*)::int as n from (${sql}) x`);
    out[name] = `${row?.n}:${row?.d}`;
  }
  return out;
}

const { engines, server, skipped } = storageEngines('storage tests');
let pgliteDigest: Record<string, string> | null = null;

describe.each(engines)('storage on $name', ({ name, open }) => {
  let db: Database | null = null;
  const slug = name.toLowerCase();

  beforeAll(async () => {
    db = await open(`storage_${slug}`);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('migrates once: a second run applies nothing', async (ctx) => {
    if (!db) return ctx.skip(skipped());
    expect(await migrate(db)).toEqual(['001_schema.sql', '002_report_order_index.sql', '003_special_code_in_claim.sql', '004_txn_number_order_index.sql', '005_transaction_daily_summary.sql', '006_daily_by_merchant_name.sql', '007_staff_users.sql', '008_temporary_password.sql', '009_decisions.sql']);
    expect(await migrate(db)).toEqual([]);
    const tables = await db.query<{ n: number }>(`select count(*)::int as n from information_schema.tables where table_schema = 'public'`);
    expect(tables[0]!.n).toBeGreaterThanOrEqual(12);
  });

  it('seeds deterministically, the same rows on every engine, and only once', async (ctx) => {
    if (!db) return ctx.skip(skipped());
    expect(await seed(db, { transactions: 3000, registrations: 800, now: SEED_NOW })).toBe(true);
    expect(await seed(db, { transactions: 3000, registrations: 800, now: SEED_NOW })).toBe(false);
    const digest = await seedDigest(db);
    expect(digest.transactions!.startsWith('3000:')).toBe(true);
    if (name === 'PGlite') {
      const again = await openPglite();
      await migrate(again);
      await seed(again, { transactions: 3000, registrations: 800, now: SEED_NOW });
      expect(await seedDigest(again)).toEqual(digest);
      await again.close();
      pgliteDigest = digest;
    } else {
      expect(pgliteDigest, 'the PGlite case runs first').not.toBeNull();
      expect(digest).toEqual(pgliteDigest);
    }
  });

  it('rolls a failed transaction back', async (ctx) => {
    if (!db) return ctx.skip(skipped());
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`insert into sandbox_setting (key, value) values ('rollback_probe', 'x')`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.query(`select 1 from sandbox_setting where key = 'rollback_probe'`)).toEqual([]);
  });
});

describe('the API on PostgreSQL', () => {
  it('signs in, lists and downloads from a sandbox whose DATABASE_URL is a real server', async (ctx) => {
    const postgres = server();
    if (!postgres) return ctx.skip(skipped());
    const sandbox = await createSandbox({ databaseUrl: await postgres.createDatabase('api_on_pg'), transactions: 3000, registrations: 800 });
    try {
      const call = async (url: string, body: unknown, token?: string) => {
        const r = await sandbox.app.inject({ method: 'POST', url, payload: body as object, headers: token ? { authorization: `Bearer ${token}` } : {} });
        return { status: r.statusCode, body: r.headers['content-type']?.toString().includes('json') ? JSON.parse(r.body) : r.body };
      };
      const signIn = await call(API.signIn, { username: 'demo_full', password: 'Sandbox@2024' });
      expect(signIn.status).toBe(200);
      const token = signIn.body.idToken as string;
      const list = await call(API.transactionList, { mode: 'online', ...range(90), pageSize: 10 }, token);
      expect(list.status).toBe(200);
      expect(list.body.transactions.values.length).toBe(10);
      // The summary's whole days come from the per-day table its triggers keep, the cut ones from the index.
      const cut = { mode: 'online', fromDate: `${range(90).fromDate.slice(0, 8)}103000`, toDate: `${range(0).toDate.slice(0, 8)}120000` };
      const summary = await call(API.transactionSummary, cut, token);
      expect(summary.status).toBe(200);
      const counted = summary.body.summary.rows.reduce((sum: number, row: { count: number }) => sum + row.count, 0);
      expect(counted).toBe((await call(API.transactionList, { ...cut, pageSize: 1 }, token)).body.transactions.rowNum);
      const csv = await call(API.transactionDownload, { reportType: 'csv', transactionCriteria: { mode: 'online', ...range(29) } }, token);
      expect(csv.status).toBe(200);
      expect(String(csv.body).split('\r\n').filter((l) => l.startsWith('TX')).length).toBeGreaterThan(0);
      const users = await call(API.users, { merchantId: '1000000001', page: 1, sizePerPage: 5 }, token);
      expect(users.body.getAllResponse.totalSize).toBeGreaterThan(5);
    } finally {
      await sandbox.close();
    }
  });
});
