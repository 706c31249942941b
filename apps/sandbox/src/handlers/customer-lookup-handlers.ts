/**
 * The customer form's two lookups (spec section 5: create or update only once both the merchant
 * and the customer were found): the merchant by ID, and the bank's record of the person or
 * company. Both answer only for the caller's own merchant (403 otherwise, like the list); bank
 * staff look up any merchant (issue 29).
 */
import { CUSTOMER_MESSAGES } from '@lego-portal/rules';
import { fail } from '../errors';
import { findInDirectory } from '../seed/bank-directory';
import type { CustomerRow } from '../store/customers';
import { findRegisteredCustomer } from '../store/customers';
import { findMerchant, isEPayment } from '../store/merchants';
import type { OperationHandler } from './handler-types';
import { ok, principalOf } from './handler-types';
import { merchantOfCall } from './merchant-scope';

type Lookup = { merchantId: string } & ({ customerType: 'I'; idType: string; customerId: string } | { customerType: 'C'; corpId: string });

const ownMerchantOnly = () => fail.forbidden('You can look up only your own merchant.');

export const findCustomerMerchant: OperationHandler = async (ctx) => {
  const { merchantId } = ctx.body as { merchantId: string };
  const merchant = await findMerchant(ctx.deps.db, merchantOfCall(principalOf(ctx), merchantId, ownMerchantOnly));
  if (!merchant) throw fail.notFound('Merchant not found.');
  return ok({ merchantId: merchant.merchant_id, merchantName: merchant.merchant_name, isEPaymentMerchant: isEPayment(merchant) ? 'Y' : 'N' });
};

function registered(row: CustomerRow) {
  const info = row.customer_info as { email?: unknown; phoneNumber?: unknown; corpName?: unknown; corpId?: unknown };
  const str = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  return {
    customerType: row.customer_type,
    ...(row.customer_type === 'I'
      ? { idType: row.id_type ?? undefined, customerId: row.customer_id ?? undefined }
      : { corpId: str(info.corpId), corpName: str(info.corpName) ?? row.full_name }),
    fullName: row.full_name,
    email: str(info.email),
    phoneNumber: str(info.phoneNumber),
    custProfileId: row.cust_profile_id,
  };
}

export const findBankCustomer: OperationHandler = async (ctx) => {
  const query = ctx.body as Lookup;
  merchantOfCall(principalOf(ctx), query.merchantId, ownMerchantOnly);
  if (query.customerType === 'I' && query.idType === 'P1' && !/^\d{13}$/.test(query.customerId)) {
    throw fail.badRequest(CUSTOMER_MESSAGES.citizenIdFormat, 'customer.citizenIdFormat');
  }
  // The merchant's own registration first: it knows the profile's id (custProfileId).
  const row = await findRegisteredCustomer(ctx.deps.db, query);
  if (row) return ok(registered(row));
  const entry = findInDirectory(query);
  if (!entry) throw fail.notFound('Customer not found.');
  return ok(entry.customerType === 'C' ? { ...entry, corpName: entry.fullName } : entry);
};
