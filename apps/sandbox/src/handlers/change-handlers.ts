/**
 * lego-changehandler. The spec passes the body through without showing it; the contract designs
 * it as the maker's side of the customer maker-checker flow (`CustomerChangeRequest`, see README
 * "Change handler"): `{ action: CREATE | UPDATE | DELETE, custProfileId?, customerProfile? }`
 * queues a pending change that another user approves or rejects through lego-customerprofile.
 * The contract's closed schema has refused unknown fields and choices (prefix, waive type and
 * by, Y/N, currency) before this runs; the customer form's rules check the rest here, before
 * anything is stored, so no change is queued that a detail call could not answer. A merchant
 * user changes their own merchant's customers; a bank maker (BANK_CUSTOMER_MAKER) those of the
 * merchant the body names, and the pending change records which kind of maker it was.
 */
import { randomBytes } from 'node:crypto';
import { DEFAULT_CHANNEL, validateCorporateCustomer, validateIndividualCustomer } from '@lego-portal/rules';
import { nowStamp } from '../clock';
import { fail, rulesFailure } from '../errors';
import type { BankAccount, CustomerFields } from '../store/customers';
import { fieldsOf, findCustomer } from '../store/customers';
import { findMerchant, isEPayment } from '../store/merchants';
import type { OperationHandler } from './handler-types';
import { ok, principalOf } from './handler-types';
import { merchantOfCall } from './merchant-scope';

type Json = Record<string, unknown>;
const record = (value: unknown): Json => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function bankAccountsOf(value: unknown): BankAccount[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) => {
    const account = record(item);
    const currency = account.currencyName === 'FCD' ? 'FCD' : 'THB';
    return { accountNumber: str(account.accountNumber), currencyName: currency };
  });
}

/** Checks a proposed profile with the rules package's customer forms; returns its fields. */
function proposedFields(type: 'I' | 'C', profile: Json, merchantId: string, ePayment: boolean): CustomerFields {
  const info = record(profile.customerInfo);
  const payment = record(profile.customerPaymentInfo);
  const waive = record(profile.waiveInfo);
  const bankAccts = bankAccountsOf(payment.bankAccts);
  const common = {
    merchantId,
    email: str(info.email),
    phoneNumber: str(info.phoneNumber),
    merchantCustomerId: str(payment.customerId),
    bankAccts: bankAccts.map((b) => b.accountNumber),
    ...waive,
  };
  const result =
    type === 'I'
      ? validateIndividualCustomer({ ...common, idType: profile.idType, customerId: str(profile.customerId), fullName: str(profile.fullName || info.fullName), isEPaymentMerchant: ePayment })
      : validateCorporateCustomer({ ...common, corpName: str(info.corpName || profile.fullName), corpId: str(info.corpId) });
  if (!result.ok) throw rulesFailure(result.errors);
  const fullName = type === 'I' ? str(profile.fullName || info.fullName) : str(info.corpName || profile.fullName);
  return {
    fullName,
    userId: str(profile.userId || payment.userId),
    isActive: profile.isActive === 'N' ? 'N' : 'Y',
    idType: type === 'I' ? str(profile.idType) : null,
    customerId: type === 'I' ? str(profile.customerId) : null,
    customerInfo: { ...info, fullName },
    customerPaymentInfo: { ...payment, bankAccts: undefined },
    waiveInfo: waive,
    bankAccts,
  };
}

const OWN_MERCHANT_ONLY = 'You can change only the customers of your own merchant.';

export const submitChange: OperationHandler = async (ctx) => {
  const principal = principalOf(ctx);
  if (!principal.permissions.customerProfile) throw fail.forbidden();
  const body = record(ctx.body);
  const action = body.action;
  if (action !== 'CREATE' && action !== 'UPDATE' && action !== 'DELETE') throw fail.badRequest('action must be CREATE, UPDATE or DELETE', 'INVALID_ACTION');
  const { db, clock } = ctx.deps;
  const now = nowStamp(clock);
  const profile = record(body.customerProfile);
  // Staff name the merchant in the body (or, for a new customer, in its profile, as the form does).
  const named = str(body.merchantId) || (principal.staff.staff ? str(profile.merchantId) : '');
  const merchantId = merchantOfCall(principal, named, () => fail.forbidden(OWN_MERCHANT_ONLY));
  const merchant = await findMerchant(db, merchantId);
  if (!merchant) throw fail.badRequest('Merchant not found.', 'NOT_FOUND');
  const ePayment = isEPayment(merchant);
  const makerType = principal.staff.staff ? 'BANK' : 'MERCHANT';

  if (action === 'CREATE') {
    const type = profile.customerType;
    if (type !== 'I' && type !== 'C') throw fail.badRequest('customerProfile.customerType must be I or C', 'INVALID_CUSTOMER_TYPE');
    const fields = proposedFields(type, profile, merchantId, ePayment);
    const custProfileId = `C${randomBytes(4).toString('hex').toUpperCase()}`;
    await db.transaction(async (tx) => {
      // A customer waiting for its CREATE approval exists inactive; approval activates it.
      await tx.query(
        `insert into customer_profile (cust_profile_id, merchant_id, customer_type, full_name, user_id, is_active, customer_register_channel,
           customer_payment_channel, id_type, customer_id, update_datetime, last_username, customer_info, payment_info, waive_info, bank_accts)
         values ($1, $2, $3, $4, $5, 'N', $6, $6, $7, $8, $9, $10, $11::jsonb, $12::jsonb, $13::jsonb, $14::jsonb)`,
        [custProfileId, merchantId, type, fields.fullName, fields.userId, DEFAULT_CHANNEL, fields.idType, fields.customerId, now, principal.username,
          JSON.stringify(fields.customerInfo), JSON.stringify(fields.customerPaymentInfo), JSON.stringify(fields.waiveInfo), JSON.stringify(fields.bankAccts)],
      );
      await tx.query(
        `insert into customer_pending_change (cust_profile_id, action, maker_username, created_datetime, maker_type) values ($1, 'CREATE', $2, $3, $4)`,
        [custProfileId, principal.username, now, makerType],
      );
    });
    return ok({ message: 'Change submitted for approval', custProfileId });
  }

  const custProfileId = str(body.custProfileId);
  const row = custProfileId ? await findCustomer(db, merchantId, custProfileId) : null;
  // The contract gives submitChange no 404 (reported to the contract owner): an unknown or
  // foreign customer is a bad request here, with the same text as elsewhere.
  if (!row) throw fail.badRequest('Customer profile not found.', 'NOT_FOUND');
  if (row.pending_action) throw fail.badRequest('A change of this customer is already pending for approval.', 'ALREADY_PENDING');
  const proposed = action === 'UPDATE' ? { ...fieldsOf(row), ...proposedFields(row.customer_type, { ...profile }, merchantId, ePayment) } : null;
  // The version it was requested against: approving after the customer changed is refused (409).
  await db.query(
    'insert into customer_pending_change (cust_profile_id, action, maker_username, created_datetime, proposed, maker_type, base_version) values ($1, $2, $3, $4, $5::jsonb, $6, $7)',
    [custProfileId, action, principal.username, now, proposed ? JSON.stringify(proposed) : null, makerType, row.version],
  );
  return ok({ message: 'Change submitted for approval', custProfileId });
};

export const getChangeHandlerProfile: OperationHandler = async (ctx) => {
  const principal = principalOf(ctx);
  const sees = principal.permissions.customerProfile;
  // Only who sees customers needs the merchant named; anybody else gets no pending changes.
  const merchantId = sees ? merchantOfCall(principal, ctx.query.merchantId, () => fail.forbidden(OWN_MERCHANT_ONLY)) : principal.merchantId;
  const pending = sees
    ? await ctx.deps.db.query<{ cust_profile_id: string; action: string; maker_username: string; maker_type: string; created_datetime: string }>(
        `select p.cust_profile_id, p.action, p.maker_username, p.maker_type, p.created_datetime from customer_pending_change p
           join customer_profile c on c.cust_profile_id = p.cust_profile_id where c.merchant_id = $1 order by p.created_datetime desc limit 100`,
        [merchantId],
      )
    : [];
  return ok({
    username: principal.username,
    merchantId,
    pendingChanges: pending.map((p) => ({
      custProfileId: p.cust_profile_id,
      action: p.action,
      makerUsername: p.maker_username,
      makerType: p.maker_type,
      createdDatetime: p.created_datetime,
    })),
  });
};
