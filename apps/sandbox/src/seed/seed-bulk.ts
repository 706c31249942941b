/**
 * The bulk of the seed, generated set-based inside the database (INSERT ... SELECT FROM
 * generate_series) from the deterministic `sandbox_hash(n, salt)`: transactions over 13 months
 * in both modes and every status, registrations and monitoring rows in every status, and the
 * dates that have an SSO text file. 200 000 transactions take a few seconds, not minutes.
 */
import type { Queryable } from '../db/database';
import { sqlLiteral } from '../db/sql-literal';
import type { SeedMerchant } from './merchant-data';
import { SEED_MERCHANTS } from './merchant-data';

/** Days of history (13 months). */
export const HISTORY_DAYS = 395;

/** The merchants as an SQL VALUES list, with the cumulative weight bounds that pick them. */
function merchantValues(merchants: readonly SeedMerchant[]): string {
  let low = 0;
  return merchants
    .map((m) => {
      const high = low + m.weight;
      const values = [m.merchantId, m.merchantName, m.integrationType, `${m.merchantCode}-01`, m.account, m.shadowAccount];
      const row = `(${low}, ${high}, ${values.map(sqlLiteral).join(', ')})`;
      low = high;
      return row;
    })
    .join(', ');
}

const TOTAL_WEIGHT = SEED_MERCHANTS.reduce((sum, m) => sum + m.weight, 0);

/**
 * Rows `g` numbered 1 to `count` with the columns `columns` computes from `i` (one of them
 * `pick`, below TOTAL_WEIGHT), each joined to the merchant `m` its pick falls on.
 */
function numberedRowsOfMerchants(count: number, columns: string): string {
  return `(select i, ${columns}
               -- offset 0 keeps the planner from inlining this subquery, which would compute
               -- every hash again at each use in the outer select.
               from generate_series(1, ${Math.floor(count)}) as s(i) offset 0) g
       join (values ${merchantValues(SEED_MERCHANTS)})
            as m(low, high, merchant_id, merchant_name, integration_type, sub_account_id, account, shadow)
         on g.pick >= m.low and g.pick < m.high`;
}

/**
 * Inserts `count` transactions ending at `anchor` (business wall time, `YYYY-MM-DD HH:MM:SS`),
 * then adds them up per day, status and stored merchant name (payment_transaction_daily,
 * migrations 005 and 006) in one pass.
 * The table's insert trigger is off meanwhile: for one statement of a million rows it would keep
 * a copy of them all first, and adding them up afterwards takes 3 s of the 10-15 s it added.
 */
export async function seedTransactions(db: Queryable, count: number, anchor: string): Promise<void> {
  await db.query('alter table payment_transaction disable trigger payment_transaction_daily_insert');
  await insertTransactions(db, count, anchor);
  await db.query('delete from payment_transaction_daily');
  await db.query(
    `insert into payment_transaction_daily (merchant_id, mode, day, status_code, merchant_name, txn_count, amount_sum)
     select merchant_id, mode, substr(created_datetime, 1, 8), status_code, merchant_name, count(*)::int, sum(coalesce(amount, 0))
       from payment_transaction group by 1, 2, 3, 4, 5`,
  );
  await db.query('alter table payment_transaction enable trigger payment_transaction_daily_insert');
}

async function insertTransactions(db: Queryable, count: number, anchor: string): Promise<void> {
  const span = HISTORY_DAYS * 86_400;
  await db.query(
    `insert into payment_transaction
       (txn_number, mode, merchant_id, merchant_name, created_datetime, updated_datetime, ori_amount, amount, merchant_fee_amount,
        customer_fee_amount, fine_amount, status_code, error_description, host_response_code, host_response_desc,
        merchant_integration_type, payment_channel, sub_account_id, to_acct_number, ref_number, customer_ref, corp_id,
        from_acct_number, actual_acct_number)
     select 'TX' || lpad(g.i::text, 10, '0'),
            case when g.h1 % 4 = 0 then 'scheduled' else 'online' end,
            m.merchant_id, m.merchant_name,
            to_char(g.ts, 'YYYYMMDDHH24MISS'),
            case when g.status = '0000' then null else to_char(g.ts + make_interval(secs => g.h3 % 900), 'YYYYMMDDHH24MISS') end,
            g.amount, g.amount,
            case when g.status = '1000' then 5 + (g.h5 % 2000) / 100.0 else 0 end,
            case when g.h5 % 3 = 0 and g.status = '1000' then 2 else 0 end,
            case when g.h5 % 50 = 0 then 15 else 0 end,
            g.status,
            case g.status when '1001' then 'Validation failed: invalid account' when '1002' then 'Insufficient funds'
                          when '9999' then 'Host timeout' else null end,
            case g.status when '1000' then '00' when '1002' then '51' when '1001' then '14' when '9999' then '91' else null end,
            case g.status when '1000' then 'Approved' when '1002' then 'Insufficient funds' when '1001' then 'Invalid account'
                          when '9999' then 'Issuer unavailable' else null end,
            m.integration_type,
            (array['PGW', 'EASYNET', 'EASYAPP', 'BIZNET'])[1 + g.h6 % 4],
            m.sub_account_id, m.account,
            'INV' || lpad((g.h6 % 10000000)::text, 7, '0'),
            'CUST' || lpad((g.h7 % 500)::text, 5, '0'),
            case when g.h7 % 5 = 0 then 'CORP' || lpad((g.h7 % 97)::text, 4, '0') else null end,
            lpad((g.h8 % 1000000000)::text, 10, '1'),
            case when g.h8 % 10 = 0 then m.shadow else null end
       from ${numberedRowsOfMerchants(
         count,
         `sandbox_hash(i, 1) as h1, sandbox_hash(i, 3) as h3, sandbox_hash(i, 5) as h5,
                    sandbox_hash(i, 6) as h6, sandbox_hash(i, 7) as h7, sandbox_hash(i, 8) as h8,
                    sandbox_hash(i, 9) % ${TOTAL_WEIGHT} as pick,
                    -- Rows are generated oldest first, as a real table fills, so a date range is stored
                    -- together; a few minutes of jitter keep the order from being perfect.
                    timestamp '${anchor}' - make_interval(secs => greatest(0, (${Math.floor(count)} - i) * ${span}::float8 / ${Math.max(1, Math.floor(count))} - sandbox_hash(i, 2) % 600)) as ts,
                    (10 + (sandbox_hash(i, 4) % 5000000) / 100.0)::numeric(14, 2) as amount,
                    (array['1000', '1002', '1001', '1003', '0000', '1004', '1005', '9999'])[
                      width_bucket(sandbox_hash(i, 10) % 100, array[0, 60, 67, 73, 79, 85, 90, 96])] as status`,
       )}`,
  );
}

/** Inserts `count` registrations; those of API merchants are mostly online (monitoring rows). */
export async function seedRegistrations(db: Queryable, count: number, anchor: string): Promise<void> {
  await db.query(
    `insert into registration
       (id, merchant_id, merchant_name, is_online, created_datetime, customer_reference, customer_acct_no, customer_acct_currency,
        customer_name, registration_channel, payment_channel, merchant_reference, other_reference, status_code, error_desc)
     select g.i, m.merchant_id, m.merchant_name,
            m.integration_type = 'API' and g.h1 % 10 < 7,
            to_char(timestamp '${anchor}' - make_interval(secs => g.h2 % ${HISTORY_DAYS * 86_400}), 'YYYYMMDDHH24MISS'),
            'CUST' || lpad((g.h3 % 500)::text, 5, '0'),
            lpad((g.h4 % 1000000000)::text, 10, '2'),
            case when g.h4 % 5 = 0 then 'FCD' else 'THB' end,
            (array['Somchai Jaidee', 'Malee Sukjai', 'Anan Wongsa', 'Kanya Srisuk', 'Golden Lotus Co., Ltd.', 'Prasert Boonmee'])[1 + g.h5 % 6],
            (array['PGW', 'EASYNET', 'EASYAPP', 'BRANCH'])[1 + g.h6 % 4],
            'PGW',
            'MREF' || lpad(g.i::text, 8, '0'),
            case when g.h6 % 3 = 0 then 'OREF' || lpad((g.h6 % 100000)::text, 5, '0') else null end,
            case when m.integration_type = 'API' and g.h1 % 10 < 7
                 then (array['0000', '0001', '0002', '0003', '0004', '0005', '0006', '0007', '9999'])[1 + g.h7 % 9]
                 else '0000' end,
            null
       from ${numberedRowsOfMerchants(
         count,
         `sandbox_hash(i, 11) as h1, sandbox_hash(i, 12) as h2, sandbox_hash(i, 13) as h3, sandbox_hash(i, 14) as h4,
          sandbox_hash(i, 15) as h5, sandbox_hash(i, 16) as h6, sandbox_hash(i, 17) as h7, sandbox_hash(i, 18) % ${TOTAL_WEIGHT} as pick`,
       )}`,
  );
  // Failed statuses carry an error text.
  await db.query(
    `update registration set error_desc = case status_code when '0003' then 'Verification failed' when '0006' then 'OTP failed'
       when '9999' then 'System error' end where status_code in ('0003', '0006', '9999')`,
  );
}

/** Every day of the history but Sundays has an SSO text file, for each merchant with an SSO code. */
export async function seedSsoReports(db: Queryable, anchor: string): Promise<void> {
  for (const merchant of SEED_MERCHANTS.filter((m) => m.specialMerchantCode?.includes('SSO'))) {
    await db.query(
      `insert into sso_report (merchant_id, report_date, generated_datetime)
       select $1, to_char(d, 'YYYYMMDD'), to_char(d + interval '1 day 2 hours', 'YYYYMMDDHH24MISS')
         from generate_series(date_trunc('day', timestamp '${anchor}') - interval '${HISTORY_DAYS} days',
                              date_trunc('day', timestamp '${anchor}') - interval '1 day', interval '1 day') as d
        where extract(dow from d) <> 0`,
      [merchant.merchantId],
    );
  }
}
