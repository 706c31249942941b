/**
 * Customer profiles (table customer_profile) and their pending changes (customer_pending_change,
 * at most one per customer): queries, the API shapes of spec section 3, and the old/new view of
 * a pending UPDATE. Rows are read through `readCustomerRow` (customer-shape.ts), so a value
 * stored before the change handler checked its input never reaches an answer.
 */
import type { Queryable } from '../db/database';
import { readCustomerRow } from './customer-shape';
import { likeContains, SqlFilter } from './sql-filter';

/** A bank account of a customer. */
export interface BankAccount {
  accountNumber: string;
  currencyName?: 'THB' | 'FCD';
}

/** The editable part of a customer: what a pending UPDATE proposes. */
export interface CustomerFields {
  fullName: string;
  userId: string;
  isActive: 'Y' | 'N';
  idType: string | null;
  customerId: string | null;
  customerInfo: Record<string, unknown>;
  customerPaymentInfo: Record<string, unknown>;
  waiveInfo: Record<string, unknown>;
  bankAccts: BankAccount[];
}

/** A row of customer_profile with its merchant's name and its pending change joined in. */
export interface CustomerRow {
  cust_profile_id: string;
  merchant_id: string;
  merchant_name: string;
  customer_type: 'I' | 'C';
  full_name: string;
  user_id: string;
  is_active: 'Y' | 'N';
  customer_register_channel: string;
  customer_payment_channel: string;
  id_type: string | null;
  customer_id: string | null;
  update_datetime: string;
  last_username: string | null;
  customer_info: Record<string, unknown>;
  payment_info: Record<string, unknown>;
  waive_info: Record<string, unknown>;
  bank_accts: BankAccount[];
  pending_action: 'CREATE' | 'UPDATE' | 'DELETE' | null;
  pending_maker: string | null;
  /** Whether a bank staff user or a merchant user proposed the pending change (migration 007). */
  pending_maker_type: 'BANK' | 'MERCHANT' | null;
  pending_proposed: CustomerFields | null;
  /** When the maker submitted the pending change (YYYYMMDDHHmmss). */
  pending_created: string | null;
  /** Counts the customer's changes (migration 009): each write adds one. */
  version: number;
  /** The customer's version when the pending change was requested (migration 009). */
  pending_base_version: number | null;
}

const SELECT = `select c.*, m.merchant_name, p.action as pending_action, p.maker_username as pending_maker, p.maker_type as pending_maker_type, p.proposed as pending_proposed,
  p.created_datetime as pending_created, p.base_version as pending_base_version
  from customer_profile c join merchant m on m.merchant_id = c.merchant_id
  left join customer_pending_change p on p.cust_profile_id = c.cust_profile_id`;

/** The editable fields of a row as they are now. */
export function fieldsOf(row: CustomerRow): CustomerFields {
  return {
    fullName: row.full_name,
    userId: row.user_id,
    isActive: row.is_active,
    idType: row.id_type,
    customerId: row.customer_id,
    customerInfo: row.customer_info,
    customerPaymentInfo: row.payment_info,
    waiveInfo: row.waive_info,
    bankAccts: row.bank_accts,
  };
}

/** The contract's `CustomerProfileListItem`. */
export function toCustomerListItem(row: CustomerRow) {
  return {
    custProfileId: row.cust_profile_id,
    merchantId: row.merchant_id,
    merchantName: row.merchant_name,
    fullName: row.full_name,
    userId: row.user_id,
    bankAccts: row.bank_accts,
    updateDatetime: row.update_datetime,
    customerRegisterChannel: row.customer_register_channel,
    customerPaymentChannel: row.customer_payment_channel,
    isActive: row.is_active,
    isPendingApproval: row.pending_action ? 'Y' : 'N',
    customerType: row.customer_type,
  };
}

/** The contract's `CustomerProfile`. */
export function toCustomerProfile(row: CustomerRow) {
  return {
    ...toCustomerListItem(row),
    ...(row.id_type ? { idType: row.id_type } : {}),
    ...(row.customer_id ? { customerId: row.customer_id } : {}),
    customerInfo: row.customer_info,
    customerPaymentInfo: { ...row.payment_info, bankAccts: row.bank_accts },
    waiveInfo: row.waive_info,
  };
}

/** A customer of a merchant, or null when absent or of another merchant. */
export async function findCustomer(db: Queryable, merchantId: string, custProfileId: string): Promise<CustomerRow | null> {
  const [row] = await db.query<CustomerRow>(`${SELECT} where c.merchant_id = $1 and c.cust_profile_id = $2`, [merchantId, custProfileId]);
  return row ? readCustomerRow(row) : null;
}

/**
 * The merchant's profile of a person (ID type and number) or company (tax ID), or null when the
 * merchant has not registered them.
 */
export async function findRegisteredCustomer(
  db: Queryable,
  query: { merchantId: string } & ({ customerType: 'I'; idType: string; customerId: string } | { customerType: 'C'; corpId: string }),
): Promise<CustomerRow | null> {
  const [row] =
    query.customerType === 'I'
      ? await db.query<CustomerRow>(
          `${SELECT} where c.merchant_id = $1 and c.customer_type = 'I' and c.id_type = $2 and upper(c.customer_id) = upper($3) order by c.cust_profile_id limit 1`,
          [query.merchantId, query.idType, query.customerId],
        )
      : await db.query<CustomerRow>(
          `${SELECT} where c.merchant_id = $1 and c.customer_type = 'C' and c.customer_info->>'corpId' = $2 order by c.cust_profile_id limit 1`,
          [query.merchantId, query.corpId],
        );
  return row ? readCustomerRow(row) : null;
}

/** Filters, sort and page of the customer list. */
export interface CustomerListQuery {
  merchantId: string;
  bankAccount?: string;
  userId?: string;
  currencyName?: string;
  page: number;
  size: number;
  sortField: string;
  sortDirection: 'asc' | 'desc';
}

/** Sortable fields of the customer list, by API name. */
export const CUSTOMER_SORT_COLUMNS: Readonly<Record<string, string>> = {
  custProfileId: 'c.cust_profile_id',
  fullName: 'lower(c.full_name)',
  userId: 'c.user_id',
  updateDatetime: 'c.update_datetime',
  isActive: 'c.is_active',
  customerPaymentChannel: 'c.customer_payment_channel',
  customerRegisterChannel: 'c.customer_register_channel',
  customerType: 'c.customer_type',
};

/** One page of customers and the number of all matches. */
export async function listCustomers(db: Queryable, q: CustomerListQuery): Promise<{ rows: CustomerRow[]; total: number }> {
  const filter = new SqlFilter(['c.merchant_id = $1'], [q.merchantId]);
  const anyAccount = (condition: string) => `exists (select 1 from jsonb_array_elements(c.bank_accts) b where ${condition})`;
  if (q.bankAccount) filter.add((n) => anyAccount(`b->>'accountNumber' like $${n}`), `%${q.bankAccount}%`);
  if (q.currencyName) filter.add((n) => anyAccount(`b->>'currencyName' = $${n}`), q.currencyName);
  if (q.userId) filter.add((n) => `lower(c.user_id) like $${n}`, likeContains(q.userId));
  const sort = CUSTOMER_SORT_COLUMNS[q.sortField] ?? 'c.update_datetime';
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from customer_profile c where ${filter.where}`, filter.params);
  const rows = await db.query<CustomerRow>(
    `${SELECT} where ${filter.where} order by ${sort} ${q.sortDirection}, c.cust_profile_id ${q.sortDirection}
      limit ${q.size} offset ${(q.page - 1) * q.size}`,
    filter.params,
  );
  return { rows: rows.map(readCustomerRow), total: count?.total ?? 0 };
}

function flatten(value: unknown, prefix: string, out: Map<string, string | null>) {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value === null || value === undefined ? null : Array.isArray(value) ? JSON.stringify(value) : String(value));
  }
}

/** The changed fields of a pending UPDATE, as `{ key, value: { old, new } }` (bank accounts apart). */
export function changedFields(before: CustomerFields, after: CustomerFields): { key: string; value: { old: string | null; new: string | null } }[] {
  const strip = (f: CustomerFields) => ({ ...f, bankAccts: undefined, customerPaymentInfo: { ...f.customerPaymentInfo, bankAccts: undefined } });
  const old = new Map<string, string | null>();
  const next = new Map<string, string | null>();
  flatten(strip(before), '', old);
  flatten(strip(after), '', next);
  const keys = [...new Set([...old.keys(), ...next.keys()])];
  return keys
    .filter((key) => (old.get(key) ?? null) !== (next.get(key) ?? null))
    .map((key) => ({ key, value: { old: old.get(key) ?? null, new: next.get(key) ?? null } }));
}

/** Writes `fields` onto a customer (the checker approved an UPDATE); its version moves on. */
export async function applyFields(db: Queryable, custProfileId: string, fields: CustomerFields, by: string, now: string): Promise<void> {
  await db.query(
    `update customer_profile set full_name = $2, user_id = $3, is_active = $4, id_type = $5, customer_id = $6,
        customer_info = $7::jsonb, payment_info = $8::jsonb, waive_info = $9::jsonb, bank_accts = $10::jsonb,
        update_datetime = $11, last_username = $12, version = version + 1
      where cust_profile_id = $1`,
    [
      custProfileId,
      fields.fullName,
      fields.userId,
      fields.isActive,
      fields.idType,
      fields.customerId,
      JSON.stringify(fields.customerInfo),
      JSON.stringify(fields.customerPaymentInfo),
      JSON.stringify(fields.waiveInfo),
      JSON.stringify(fields.bankAccts),
      now,
      by,
    ],
  );
}
