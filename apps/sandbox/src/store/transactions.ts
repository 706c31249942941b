/**
 * Transactions (table payment_transaction): the report's filters of spec section 7 turned into
 * one parameterised WHERE clause, shared by the list, the count and the CSV cursor.
 */
import type { Queryable } from '../db/database';
import { TRANSACTION_STATUSES } from '@lego-portal/rules';
import { likeContains, likeEscaped, SqlFilter } from './sql-filter';

/** Criteria of the transaction report, as the contract names them. */
export interface TransactionCriteria {
  mode: 'online' | 'scheduled';
  txnNumber?: string;
  merchantId?: string;
  merchantName?: string;
  refNumber?: string;
  fromAcctNo?: string;
  customerRef?: string;
  fromDate: string;
  toDate: string;
  statusCodes?: string[];
  pageSize?: number;
  pageNo?: number;
  sortField?: string;
  sortDirection?: 'asc' | 'desc';
}

/** Sortable fields, by API name. */
export const TRANSACTION_SORT_COLUMNS: Readonly<Record<string, string>> = {
  createdDateTime: 'created_datetime',
  updatedDateTime: 'updated_datetime',
  txnNumber: 'txn_number',
  oriAmount: 'ori_amount',
  amount: 'amount',
  statusCode: 'status_code',
  merchantId: 'merchant_id',
  merchantName: 'merchant_name',
  refNumber: 'ref_number',
  customerRef: 'customer_ref',
  fromAcctNumber: 'from_acct_number',
  paymentChannel: 'payment_channel',
};

/** The columns of a transaction in the API's names (amounts as numbers). */
export const TRANSACTION_COLUMNS = `txn_number as "txnNumber", created_datetime as "createdDateTime", updated_datetime as "updatedDateTime",
  ori_amount::float8 as "oriAmount", amount::float8 as "amount", merchant_fee_amount::float8 as "merchantFeeAmount",
  customer_fee_amount::float8 as "customerFeeAmount", fine_amount::float8 as "fineAmount", status_code as "statusCode",
  error_description as "errorDescription", host_response_code as "hostResponseCode", host_response_desc as "hostResponseDesc",
  merchant_integration_type as "merchantIntegrationType", payment_channel as "paymentChannel", merchant_id as "merchantId",
  merchant_name as "merchantName", sub_account_id as "subAccountId", to_acct_number as "toAcctNumber", ref_number as "refNumber",
  customer_ref as "customerRef", corp_id as "corpId", from_acct_number as "fromAcctNumber", actual_acct_number as "actualAcctNumber"`;

/** A transaction as the contract shapes it. */
export interface TransactionRecord {
  txnNumber: string;
  createdDateTime: string;
  updatedDateTime: string | null;
  oriAmount: number | null;
  amount: number | null;
  merchantFeeAmount: number | null;
  customerFeeAmount: number | null;
  fineAmount: number | null;
  statusCode: string;
  status?: string;
  errorDescription: string | null;
  hostResponseCode: string | null;
  hostResponseDesc: string | null;
  merchantIntegrationType: string;
  paymentChannel: string | null;
  merchantId: string;
  merchantName: string;
  subAccountId: string | null;
  toAcctNumber: string | null;
  refNumber: string | null;
  customerRef: string | null;
  corpId: string | null;
  fromAcctNumber: string | null;
  actualAcctNumber: string | null;
}

/**
 * The caller's merchant: every report query of a merchant user is limited to it. Null for bank
 * staff (issue 29), who read every merchant's rows, the merchant ID and name filters applying.
 */
export interface OwnMerchant {
  merchantId: string | null;
}

/**
 * The one merchant a report reads (bound as `$1`), or null for every merchant: the caller's own
 * for a merchant user, the criteria's merchant ID for staff who give one.
 */
export function reportMerchant(c: { merchantId?: string }, own: OwnMerchant): string | null {
  return own.merchantId ?? (c.merchantId || null);
}

/**
 * The condition on `$1` (see {@link reportMerchant}): the merchant's rows, or, when `$1` is null,
 * every row. A merchant user's query keeps exactly the form the report indexes serve.
 */
export function merchantCondition(merchantId: string | null): string {
  return merchantId === null ? '$1::text is null' : 'merchant_id = $1';
}

/**
 * Which of the merchant names stored on the caller's rows the criteria keep: `true` all of them
 * (no clause needed), `false` none, else the list of names to keep.
 */
export type NameMatch = boolean | string[];

/**
 * The merchant filters of criteria against the caller's rows. Another merchant's id matches
 * nothing (a merchant user sees only their own rows). The name filter (contains, any case) is
 * matched against the name stored on each row, the one the row shows, not the merchant's current
 * name: after a rename the old name finds the rows stored before it (issue 27). The names a
 * range holds are read from the per-day sums (migration 006), a few thousand rows at most, so in
 * the usual case (all names match, or none) no transaction is read for the name at all.
 */
export async function matchMerchantNames(
  db: Queryable,
  c: Pick<TransactionCriteria, 'mode' | 'merchantId' | 'merchantName' | 'fromDate' | 'toDate'>,
  own: OwnMerchant,
): Promise<NameMatch> {
  if (own.merchantId !== null && c.merchantId && c.merchantId !== own.merchantId) return false;
  if (!c.merchantName) return true;
  const merchantId = reportMerchant(c, own);
  const stored = await db.query<{ name: string; matches: boolean }>(
    `select merchant_name as name, bool_or(lower(merchant_name) like $5) as matches from payment_transaction_daily
      where ${merchantCondition(merchantId)} and mode = $2 and day >= $3 and day <= $4 group by merchant_name`,
    [merchantId, c.mode, c.fromDate.slice(0, 8), c.toDate.slice(0, 8), likeContains(c.merchantName)],
  );
  const names = stored.filter((row) => row.matches).map((row) => row.name);
  if (names.length === 0) return false;
  return names.length === stored.length ? true : names;
}

/** The WHERE clause and parameters of criteria, limited to the caller's merchant (staff: every merchant). */
export async function transactionFilter(
  db: Queryable,
  c: TransactionCriteria,
  own: OwnMerchant,
): Promise<{ where: string; params: unknown[]; names: NameMatch }> {
  const merchantId = reportMerchant(c, own);
  const filter = new SqlFilter(
    [merchantCondition(merchantId), 'mode = $2', 'created_datetime >= $3', 'created_datetime <= $4'],
    [merchantId, c.mode, c.fromDate, c.toDate],
  );
  const names = await matchMerchantNames(db, c, own);
  if (names === false) filter.require('false');
  else if (names !== true) filter.add((n) => `merchant_name = any($${n}::text[])`, names);
  if (c.txnNumber) filter.add((n) => `txn_number like $${n}`, `${likeEscaped(c.txnNumber)}%`);
  if (c.refNumber) filter.add((n) => `lower(ref_number) like $${n}`, likeContains(c.refNumber));
  if (c.fromAcctNo) filter.add((n) => `from_acct_number like $${n}`, `${c.fromAcctNo}%`);
  if (c.customerRef) filter.add((n) => `lower(customer_ref) like $${n}`, likeContains(c.customerRef));
  if (c.statusCodes && c.statusCodes.length > 0) filter.add((n) => `status_code = any($${n}::text[])`, c.statusCodes);
  return { where: filter.where, params: filter.params, names };
}

/** Columns that are never null: no NULLS LAST, so the report index can give the order. */
const NOT_NULL = new Set(['created_datetime', 'txn_number', 'status_code', 'merchant_id', 'merchant_name']);

/** ORDER BY of criteria (a unique tie-breaker keeps pages stable). */
export function transactionOrder(c: TransactionCriteria): string {
  const column = TRANSACTION_SORT_COLUMNS[c.sortField ?? 'createdDateTime'] ?? 'created_datetime';
  const direction = c.sortDirection === 'asc' ? 'asc' : 'desc';
  return `${column} ${direction}${NOT_NULL.has(column) ? '' : ' nulls last'}, txn_number ${direction}`;
}

/** The text of each transaction status code (1000: Payment Success, ...), for records and exports. */
export const TRANSACTION_STATUS_TEXT: ReadonlyMap<string, string> = new Map(TRANSACTION_STATUSES.map((s) => [s.code, s.label]));

/** Adds the status text (e.g. Payment Success) to a record. */
export function withStatus(row: TransactionRecord): TransactionRecord {
  return { ...row, status: TRANSACTION_STATUS_TEXT.get(row.statusCode) ?? row.statusCode };
}

/**
 * One page and the number of all matches. The page is chosen on the narrow index columns first
 * and only its rows are read whole, so a sort over thousands of matches stays cheap.
 */
export async function listTransactions(db: Queryable, c: TransactionCriteria, own: OwnMerchant) {
  const { where, params } = await transactionFilter(db, c, own);
  const size = c.pageSize ?? 25;
  const offset = ((c.pageNo ?? 1) - 1) * size;
  const order = transactionOrder(c);
  const [rows, [count]] = await Promise.all([
    db.query<TransactionRecord>(
      `select ${TRANSACTION_COLUMNS} from payment_transaction
        where txn_number in (select txn_number from payment_transaction where ${where} order by ${order} limit ${size} offset ${offset})
        order by ${order}`,
      params,
    ),
    db.query<{ total: number }>(`select count(*)::int as total from payment_transaction where ${where}`, params),
  ]);
  return { rows: rows.map(withStatus), total: count?.total ?? 0 };
}

/** One transaction of a merchant, or null. */
export async function findTransaction(db: Queryable, merchantId: string, txnNumber: string): Promise<(TransactionRecord & { mode: string }) | null> {
  const [row] = await db.query<TransactionRecord & { mode: string }>(
    `select ${TRANSACTION_COLUMNS}, mode from payment_transaction where merchant_id = $1 and txn_number = $2`,
    [merchantId, txnNumber],
  );
  return row ? { ...withStatus(row), mode: row.mode } : null;
}
