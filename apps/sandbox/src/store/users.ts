/** Merchant users (table app_user): queries and the API shapes of spec section 3. */
import type { Queryable } from '../db/database';
import type { GrantColumns } from '../auth/roles';
import { likeContains, SqlFilter } from './sql-filter';

type YN = 'Y' | 'N';

/** A row of app_user (with the merchant's name and special code joined in). */
export interface UserRow extends GrantColumns {
  user_id: string;
  /** Null for bank staff, who belong to no merchant (migration 007). */
  merchant_id: string | null;
  merchant_name: string | null;
  special_merchant_code: string | null;
  /** Whether the user's custom:auth claim carries the merchant's special code (seeded users do). */
  special_code_in_claim: boolean;
  username: string;
  full_name: string;
  email: string;
  contact_number: string;
  note: string;
  status: 'A' | 'I' | 'L';
  created_datetime: string;
  last_login: string | null;
  password_hash: string;
  must_change_password: boolean;
  failed_sign_ins: number;
  /** Roles of a bank staff user (empty for a merchant user). */
  staff_roles: string[];
}

/** The contract's `Authorize`. */
export interface Authorize {
  account: { profile: YN; user: YN; customerProfile: YN };
  report: {
    transactionReport: YN;
    transactionRecurringReport: YN;
    registrationReport: YN;
    onlineRegistrationReport: YN;
    summaryPaymentTransactionByStatus: YN;
  };
}

const SELECT = `select u.*, m.merchant_name, m.special_merchant_code from app_user u left join merchant m on m.merchant_id = u.merchant_id`;

const yn = (value: string): YN => (value === 'Y' ? 'Y' : 'N');

/** The `authorize` object of a row. */
export function authorizeOf(row: UserRow): Authorize {
  return {
    account: { profile: yn(row.auth_profile), user: yn(row.auth_user), customerProfile: yn(row.auth_customer_profile) },
    report: {
      transactionReport: yn(row.auth_transaction_report),
      transactionRecurringReport: yn(row.auth_transaction_recurring_report),
      registrationReport: yn(row.auth_registration_report),
      onlineRegistrationReport: yn(row.auth_online_registration_report),
      summaryPaymentTransactionByStatus: yn(row.auth_summary_payment_transaction),
    },
  };
}

/** The grant columns of an `authorize` object, in table column order. */
export function grantValues(a: Authorize): string[] {
  return [
    a.account.profile,
    a.account.user,
    a.account.customerProfile,
    a.report.transactionReport,
    a.report.transactionRecurringReport,
    a.report.registrationReport,
    a.report.onlineRegistrationReport,
    a.report.summaryPaymentTransactionByStatus,
  ];
}

/** The contract's `UserListItem` of a row. */
export function toUserListItem(row: UserRow) {
  return {
    userId: row.user_id,
    // Bank staff belong to no merchant (they read only their own record this way).
    merchantId: row.merchant_id ?? '',
    ...(row.merchant_name !== null ? { merchantName: row.merchant_name } : {}),
    fullName: row.full_name,
    username: row.username,
    createdDatetime: row.created_datetime,
    lastLogin: row.last_login,
    status: row.status,
  };
}

/** The contract's `UserProfile` of a row: the list item's fields and the rest. */
export function toUserProfile(row: UserRow) {
  return {
    ...toUserListItem(row),
    email: row.email,
    contactNumber: row.contact_number,
    note: row.note,
    authorize: authorizeOf(row),
  };
}

/** A user by username (case-insensitive, as usernames are unique regardless of case). */
export async function findUserByUsername(db: Queryable, username: string): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>(`${SELECT} where lower(u.username) = lower($1)`, [username]);
  return row ?? null;
}

/** A user of a merchant by id; null when absent or of another merchant. */
export async function findUser(db: Queryable, merchantId: string, userId: string): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>(`${SELECT} where u.merchant_id = $1 and u.user_id = $2`, [merchantId, userId]);
  return row ?? null;
}

/** Filters, sort and page of the user list. */
export interface UserListQuery {
  merchantId: string;
  username?: string;
  status?: string;
  page: number;
  size: number;
  sortColumn: string;
  sortDirection: 'asc' | 'desc';
}

const SORT_COLUMNS: Readonly<Record<string, string>> = {
  username: 'lower(u.username)',
  fullName: 'lower(u.full_name)',
  createdDatetime: 'u.created_datetime',
  lastLogin: 'u.last_login',
  status: 'u.status',
};

/** One page of users and the number of all matches. */
export async function listUsers(db: Queryable, q: UserListQuery): Promise<{ rows: UserRow[]; total: number }> {
  const filter = new SqlFilter(['u.merchant_id = $1'], [q.merchantId]);
  if (q.username) filter.add((n) => `lower(u.username) like $${n}`, likeContains(q.username));
  if (q.status) filter.add((n) => `u.status = $${n}`, q.status);
  const sort = SORT_COLUMNS[q.sortColumn] ?? 'u.created_datetime';
  const nulls = q.sortDirection === 'desc' ? 'nulls last' : 'nulls first';
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from app_user u where ${filter.where}`, filter.params);
  const rows = await db.query<UserRow>(
    `${SELECT} where ${filter.where} order by ${sort} ${q.sortDirection} ${nulls}, u.user_id ${q.sortDirection}
      limit ${q.size} offset ${(q.page - 1) * q.size}`,
    filter.params,
  );
  return { rows, total: count?.total ?? 0 };
}
