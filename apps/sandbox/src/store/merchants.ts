/** Merchants (table merchant) and their key pairs: queries and the load response of the contract. */
import { maskUrl } from '@lego-portal/rules';
import type { Queryable } from '../db/database';
import { likeContains, SqlFilter } from './sql-filter';

/** A row of merchant. */
export interface MerchantRow {
  merchant_id: string;
  merchant_code: string;
  merchant_name: string;
  integration_type: 'REDIRECT' | 'API';
  special_merchant_code: string | null;
  is_active: 'Y' | 'N';
  merchant_info: Record<string, unknown>;
  dd_profile: Record<string, unknown> & { merchantSubAcctProfiles?: SubAccount[] };
  fee_profile: Record<string, unknown>;
  address: Record<string, unknown> | null;
  category_name: string | null;
  business_type_desc: string | null;
  account_currencies: string[];
}

/** A sub-account as stored (callback URLs in clear). */
export interface SubAccount {
  subAccountId?: string | number | null;
  accountNumber: string;
  paymentCallbackUrl?: string;
  registerCallbackUrl?: string;
  shadowAccounts?: { accountNumber: string; isShadowAccount?: 'Y' | 'N' }[];
}

/** A merchant by id, or null. */
export async function findMerchant(db: Queryable, merchantId: string): Promise<MerchantRow | null> {
  const [row] = await db.query<MerchantRow>('select * from merchant where merchant_id = $1', [merchantId]);
  return row ?? null;
}

/**
 * An e-payment merchant offers the payment gateway's e-payment option
 * (merchantInfo.redirectPaymentOption.paymentGateway.ePayment = Y); its individual customers
 * must give an email (spec section 5).
 */
export function isEPayment(row: MerchantRow | null): boolean {
  const record = (value: unknown): Record<string, unknown> =>
    value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return record(record(record(row?.merchant_info).redirectPaymentOption).paymentGateway).ePayment === 'Y';
}

/** The merchant's key pair info, or null when none was generated. */
export async function findKeyPair(
  db: Queryable,
  merchantId: string,
): Promise<{ public_key: string; generated_by: string; generated_time: string } | null> {
  const [row] = await db.query<{ public_key: string; generated_by: string; generated_time: string }>(
    'select public_key, generated_by, generated_time from merchant_key_pair where merchant_id = $1',
    [merchantId],
  );
  return row ?? null;
}

/** The merchantInfo of a row: the stored info with the columns that the sandbox owns. */
export function merchantInfoOf(row: MerchantRow) {
  return {
    ...row.merchant_info,
    merchantCode: row.merchant_code,
    merchantId: row.merchant_id,
    merchantName: row.merchant_name,
    merchantIntegrationType: row.integration_type,
    specialMerchantCode: row.special_merchant_code,
    isActive: row.is_active,
  };
}

/** The contract's `MerchantProfileLoadResponse`: callback URLs are masked, as the portal shows them. */
export async function merchantProfileResponse(db: Queryable, row: MerchantRow) {
  const keyPair = await findKeyPair(db, row.merchant_id);
  const subAccounts = (row.dd_profile.merchantSubAcctProfiles ?? []).map((sub) => ({
    ...sub,
    paymentCallbackUrl: maskUrl(sub.paymentCallbackUrl),
    registerCallbackUrl: maskUrl(sub.registerCallbackUrl),
  }));
  return {
    merchantProfileResponse: {
      merchantProfileResource: {
        merchantInfo: merchantInfoOf(row),
        merchantDDProfile: { ...row.dd_profile, merchantSubAcctProfiles: subAccounts },
      },
    },
    feeProfileResponse: { feeProfileResponse: row.fee_profile },
    keyPairResponse: keyPair ? { generatedBy: keyPair.generated_by, generatedTime: keyPair.generated_time } : null,
    merchantCategory: row.category_name ? { categoryName: row.category_name } : null,
    businessType: row.business_type_desc ? { businessTypeDesc: row.business_type_desc } : null,
    merchantAddress: row.address,
    accountCurrencyList: { accountCurrencies: row.account_currencies },
  };
}

/** Filters and page of the staff's merchant search. */
export interface MerchantSearch {
  merchantId?: string;
  merchantName?: string;
  page: number;
  size: number;
}

/** One page of merchants (by merchant ID) and the number of all matches. */
export async function searchMerchants(db: Queryable, q: MerchantSearch): Promise<{ rows: MerchantRow[]; total: number }> {
  const filter = new SqlFilter([], []);
  if (q.merchantId) filter.add((n) => `merchant_id = $${n}`, q.merchantId);
  if (q.merchantName) filter.add((n) => `lower(merchant_name) like $${n}`, likeContains(q.merchantName));
  const where = filter.where || 'true';
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from merchant where ${where}`, filter.params);
  const rows = await db.query<MerchantRow>(
    `select * from merchant where ${where} order by merchant_id limit ${q.size} offset ${(q.page - 1) * q.size}`,
    filter.params,
  );
  return { rows, total: count?.total ?? 0 };
}
