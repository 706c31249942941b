/**
 * lego-changehandler. The spec passes the body through without showing it; the contract designs
 * it as the maker's side of the customer maker-checker flow (`CustomerChangeRequest`, see README
 * "Change handler"): `{ action: CREATE | UPDATE | DELETE, custProfileId?, customerProfile? }`
 * queues a pending change that another user approves or rejects through lego-customerprofile.
 * The contract's closed schema has refused unknown fields and choices (prefix, waive type and
 * by, Y/N, currency) before this runs; the customer form's rules check the rest here, before
 * anything is stored, so no change is queued that a detail call could not answer.
 */
import { randomBytes } from 'node:crypto';
import { DEFAULT_CHANNEL, validateCorporateCustomer, validateIndividualCustomer } from '@lego-portal/rules';
import { nowStamp } from '../clock';
import { fail, rulesFailure } from '../errors';
import type { BankAccount, CustomerFields } from '../store/customers';
import { fieldsOf, findCustomer } from '../store/customers';
import { findMerchant, isEPayment } from '../store/merchants';
import type { HandlerContext, OperationHandler } from './handler-types';
import { ok, principalOf } from './handler-types';

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

async function isEPaymentMerchant(ctx: HandlerContext, merchantId: string): Promise<boolean> {
  return isEPayment(await findMerchant(ctx.deps.db, merchantId));
}

export const submitChange: OperationHandler = async (ctx) => {
  const principal = principalOf(ctx);
  if (!principal.permissions.customerProfile) throw fail.forbidden();
  const body = record(ctx.body);
  const action = body.action;
  if (action !== 'CREATE' && action !== 'UPDATE' && action !== 'DELETE') throw fail.badRequest('action must be CREATE, UPDATE or DELETE', 'INVALID_ACTION');
  const { db, clock } = ctx.deps;
  const now = nowStamp(clock);
  const profile = record(body.customerProfile);
  const ePayment = await isEPaymentMerchant(ctx, principal.merchantId);

  if (action === 'CREATE') {
    const type = profile.customerType;
    if (type !== 'I' && type !== 'C') throw fail.badRequest('customerProfile.customerType must be I or C', 'INVALID_CUSTOMER_TYPE');
    const fields = proposedFields(type, profile, principal.merchantId, ePayment);
    const custProfileId = `C${randomBytes(4).toString('hex').toUpperCase()}`;
    await db.transaction(async (tx) => {
      // A customer waiting for its CREATE approval exists inactive; approval activates it.
      await tx.query(
        `insert into customer_profile (cust_profile_id, merchant_id, customer_type, full_name, user_id, is_active, customer_register_channel,
           customer_payment_channel, id_type, customer_id, update_datetime, last_username, customer_info, payment_info, waive_info, bank_accts)
         values ($1, $2, $3, $4, $5, 'N', $6, $6, $7, $8, $9, $10, $11::jsonb, $12::jsonb, $13::jsonb, $14::jsonb)`,
        [custProfileId, principal.merchantId, type, fields.fullName, fields.userId, DEFAULT_CHANNEL, fields.idType, fields.customerId, now, principal.username,
          JSON.stringify(fields.customerInfo), JSON.stringify(fields.customerPaymentInfo), JSON.stringify(fields.waiveInfo), JSON.stringify(fields.bankAccts)],
      );
      await tx.query(`insert into customer_pending_change (cust_profile_id, action, maker_username, created_datetime) values ($1, 'CREATE', $2, $3)`, [
        custProfileId,
        principal.username,
        now,
      ]);
    });
    return ok({ message: 'Change submitted for approval', custProfileId });
  }

  const custProfileId = str(body.custProfileId);
  const row = custProfileId ? await findCustomer(db, principal.merchantId, custProfileId) : null;
  // The contract gives submitChange no 404 (reported to the contract owner): an unknown or
  // foreign customer is a bad request here, with the same text as elsewhere.
  if (!row) throw fail.badRequest('Customer profile not found.', 'NOT_FOUND');
  if (row.pending_action) throw fail.badRequest('A change of this customer is already pending for approval.', 'ALREADY_PENDING');
  const proposed = action === 'UPDATE' ? { ...fieldsOf(row), ...proposedFields(row.customer_type, { ...profile }, principal.merchantId, ePayment) } : null;
  await db.query('insert into customer_pending_change (cust_profile_id, action, maker_username, created_datetime, proposed) values ($1, $2, $3, $4, $5::jsonb)', [
    custProfileId,
    action,
    principal.username,
    now,
    proposed ? JSON.stringify(proposed) : null,
  ]);
  return ok({ message: 'Change submitted for approval', custProfileId });
};

export const getChangeHandlerProfile: OperationHandler = async (ctx) => {
  const principal = principalOf(ctx);
  const pending = principal.permissions.customerProfile
    ? await ctx.deps.db.query<{ cust_profile_id: string; action: string; maker_username: string; created_datetime: string }>(
        `select p.cust_profile_id, p.action, p.maker_username, p.created_datetime from customer_pending_change p
           join customer_profile c on c.cust_profile_id = p.cust_profile_id where c.merchant_id = $1 order by p.created_datetime desc limit 100`,
        [principal.merchantId],
      )
    : [];
  return ok({
    username: principal.username,
    merchantId: principal.merchantId,
    pendingChanges: pending.map((p) => ({ custProfileId: p.cust_profile_id, action: p.action, makerUsername: p.maker_username, createdDatetime: p.created_datetime })),
  });
};
