/**
 * The deterministic seed (spec sections 3 and 4): merchants, users in every status with the
 * demo accounts, customers with pending changes, and the bulk report data. Given the same
 * options (`transactions`, `now`) it produces the same rows; it runs once per database.
 */
import { formatTimestamp, instantOf, wallTimeIn } from '@lego-portal/rules';
import type { Database } from '../db/database';
import { newPublicKey } from '../handlers/key-pair-handlers';
import { getSetting, setSetting } from '../store/settings';
import { ddProfileOf, feeProfileOf, SEED_MERCHANTS } from './merchant-data';
import { Prng } from './prng';
import { seedRegistrations, seedSsoReports, seedTransactions } from './seed-bulk';
import { seedCustomers } from './seed-customers';
import { seedUsers } from './seed-users';

/** Options of the seed. */
export interface SeedOptions {
  /** Number of transactions (default 200 000). */
  transactions?: number;
  /** Number of registrations (default: a fortieth of the transactions, at least 2 000). */
  registrations?: number;
  /** The instant the history ends at (default now). */
  now?: Date;
}

/** The PRNG seed: the announcement date of the spec. */
const SEED = 20_200_814;

/** Seeds an empty database; does nothing when it was seeded before. Returns whether it seeded. */
export async function seed(db: Database, options: SeedOptions = {}): Promise<boolean> {
  if (await getSetting(db, 'seeded_at')) return false;
  const transactions = options.transactions ?? 200_000;
  const now = options.now ?? new Date();
  const wall = wallTimeIn(now);
  const anchorStamp = formatTimestamp(wall);
  const anchor = `${anchorStamp.slice(0, 4)}-${anchorStamp.slice(4, 6)}-${anchorStamp.slice(6, 8)} ${anchorStamp.slice(8, 10)}:${anchorStamp.slice(10, 12)}:${anchorStamp.slice(12, 14)}`;
  const anchorInstant = instantOf(wall).getTime();
  /** A stored timestamp up to `days` before the anchor. */
  const stampDaysAgo = (days: number, prng: Prng) =>
    formatTimestamp(wallTimeIn(new Date(anchorInstant - Math.floor(prng.next() * days * 86_400) * 1000)));
  const publicKeys = await Promise.all(SEED_MERCHANTS.map(() => newPublicKey()));

  await db.transaction(async (tx) => {
    const prng = new Prng(SEED);
    for (const [index, m] of SEED_MERCHANTS.entries()) {
      await tx.query(
        `insert into merchant (merchant_id, merchant_code, merchant_name, integration_type, special_merchant_code, is_active,
           merchant_info, dd_profile, fee_profile, address, category_name, business_type_desc, account_currencies)
         values ($1, $2, $3, $4, $5, 'Y', $6::jsonb, $7::jsonb, $8::jsonb, $9::jsonb, $10, $11, '["THB", "FCD"]'::jsonb)`,
        [m.merchantId, m.merchantCode, m.merchantName, m.integrationType, m.specialMerchantCode, JSON.stringify(m.info),
          JSON.stringify(ddProfileOf(m)), JSON.stringify(feeProfileOf(m)), JSON.stringify(m.address), m.category, m.businessType],
      );
      await tx.query('insert into merchant_key_pair (merchant_id, public_key, generated_by, generated_time) values ($1, $2, $3, $4)', [
        m.merchantId,
        publicKeys[index],
        'bank_admin',
        stampDaysAgo(300, prng),
      ]);
    }
    await seedUsers(tx, prng, stampDaysAgo);
    await seedCustomers(tx, prng, stampDaysAgo);
    await seedTransactions(tx, transactions, anchor);
    await seedRegistrations(tx, options.registrations ?? Math.max(2_000, Math.floor(transactions / 40)), anchor);
    await seedSsoReports(tx, anchor);
    await setSetting(tx, 'seeded_at', anchorStamp);
    await setSetting(tx, 'seeded_transactions', String(transactions));
  });
  // Fresh statistics, so the planner uses the report indexes from the first request, and a
  // visibility map, so counts can be answered from the indexes alone.
  await db.exec('vacuum analyze');
  return true;
}
