/**
 * Registrations (table registration): the registration report (customerRegFlag ALL, every
 * registration) and the online registration monitoring report (ONLINE, online ones with status).
 */
import type { Queryable } from '../db/database';
import { likeContains, SqlFilter } from './sql-filter';
import type { OwnMerchant } from './transactions';
import { merchantCondition, reportMerchant } from './transactions';

/** Criteria of both reports, as the contract names them. */
export interface RegistrationCriteria {
  customerRegFlag: 'ALL' | 'ONLINE';
  merchantId?: string;
  merchantName?: string;
  fromDate: string;
  toDate: string;
  customerReference?: string;
  customerAcctNo?: string;
  customerAcctCurrency?: string;
  registerChannel?: string;
  statusCode?: string;
  pageSize?: number;
  pageNo?: number;
  sortField?: string;
  sortDirection?: 'asc' | 'desc';
}

/** Sortable fields, by API name. */
export const REGISTRATION_SORT_COLUMNS: Readonly<Record<string, string>> = {
  createdDateTime: 'created_datetime',
  customerReference: 'customer_reference',
  customerAcctNo: 'customer_acct_no',
  customerName: 'customer_name',
  registrationChannel: 'registration_channel',
  paymentChannel: 'payment_channel',
  merchantReference: 'merchant_reference',
  statusCode: 'status_code',
  id: 'id',
};

/** Columns of the registration report row (ALL). */
export const REGISTRATION_COLUMNS = `created_datetime as "createdDateTime", customer_reference as "customerReference",
  customer_acct_no as "customerAcctNo", customer_name as "customerName", registration_channel as "registrationChannel",
  payment_channel as "paymentChannel"`;

/** Columns of the monitoring report row (ONLINE). */
export const MONITORING_COLUMNS = `id::text as "id", created_datetime as "createdDateTime", merchant_reference as "merchantReference",
  customer_reference as "customerReference", other_reference as "otherReference", customer_acct_no as "customerAcctNo",
  status_code as "statusCode", error_desc as "errorDesc"`;

/** WHERE clause and parameters, limited to the caller's merchant (staff: every merchant). */
export function registrationFilter(c: RegistrationCriteria, own: OwnMerchant): { where: string; params: unknown[] } {
  const merchantId = reportMerchant(c, own);
  const filter = new SqlFilter([merchantCondition(merchantId), 'created_datetime >= $2', 'created_datetime <= $3'], [merchantId, c.fromDate, c.toDate]);
  if (c.customerRegFlag === 'ONLINE') filter.require('is_online');
  if (own.merchantId !== null && c.merchantId && c.merchantId !== own.merchantId) filter.require('false');
  // The name stored on the row, as for transactions (a registration keeps the name its merchant
  // had then); a few tens of thousands of rows at most, so no per-day table is needed.
  if (c.merchantName) filter.add((n) => `lower(merchant_name) like $${n}`, likeContains(c.merchantName));
  if (c.customerReference) filter.add((n) => `lower(customer_reference) like $${n}`, likeContains(c.customerReference));
  if (c.customerAcctNo) filter.add((n) => `customer_acct_no like $${n}`, `${c.customerAcctNo}%`);
  if (c.customerAcctCurrency) filter.add((n) => `customer_acct_currency = $${n}`, c.customerAcctCurrency);
  if (c.registerChannel) filter.add((n) => `registration_channel = $${n}`, c.registerChannel);
  if (c.statusCode) filter.add((n) => `status_code = $${n}`, c.statusCode);
  return { where: filter.where, params: filter.params };
}

/**
 * ORDER BY of criteria, by the table's own columns: qualified, because an unqualified name means
 * the SELECT list's column of that name first, and the monitoring list selects `id::text as "id"`
 * (its IDs then sorted as text, 1080 before 125, and in another order than its CSV).
 */
export function registrationOrder(c: RegistrationCriteria): string {
  const column = REGISTRATION_SORT_COLUMNS[c.sortField ?? 'createdDateTime'] ?? 'created_datetime';
  const direction = c.sortDirection === 'asc' ? 'asc' : 'desc';
  const nulls = column === 'created_datetime' || column === 'id' || column === 'status_code' ? '' : ' nulls last';
  return `registration.${column} ${direction}${nulls}, registration.id ${direction}`;
}

/** The SELECT list of a report flag. */
export function registrationColumns(c: RegistrationCriteria): string {
  return c.customerRegFlag === 'ONLINE' ? MONITORING_COLUMNS : REGISTRATION_COLUMNS;
}

/** One page and the number of all matches. */
export async function listRegistrations(db: Queryable, c: RegistrationCriteria, own: OwnMerchant) {
  const { where, params } = registrationFilter(c, own);
  const size = c.pageSize ?? 25;
  const offset = ((c.pageNo ?? 1) - 1) * size;
  const [rows, [count]] = await Promise.all([
    db.query<Record<string, unknown>>(`select ${registrationColumns(c)} from registration where ${where} order by ${registrationOrder(c)} limit ${size} offset ${offset}`, params),
    db.query<{ total: number }>(`select count(*)::int as total from registration where ${where}`, params),
  ]);
  return { rows, total: count?.total ?? 0 };
}
