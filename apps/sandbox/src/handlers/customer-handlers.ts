/**
 * lego-customerprofile: list, detail, pending-change view and the checker's decision
 * (four-eyes: the maker of a change cannot decide it, bank or merchant user alike), and the
 * handler record. Another merchant's customer is 404 for a merchant user; staff name the
 * merchant of each call (merchant-scope.ts).
 */
import { CUSTOMER_MESSAGES, DECISION_TEXTS, decisionWords, PENDING_CHANGE_TEXTS, validateDecision, type PendingDecision } from '@lego-portal/rules';
import { nowStamp } from '../clock';
import { ApiError, errorBody, fail, rulesFailure } from '../errors';
import type { CustomerRow } from '../store/customers';
import { applyFields, changedFields, CUSTOMER_SORT_COLUMNS, fieldsOf, findCustomer, listCustomers, toCustomerListItem, toCustomerProfile } from '../store/customers';
import { lastDecision, recordDecision } from '../store/decisions';
import type { HandlerContext, OperationHandler } from './handler-types';
import { checkSortField, ok, principalOf } from './handler-types';
import { merchantOfCall } from './merchant-scope';
import { DEFAULT_PENDING_EXPIRY_DAYS, expiryOf } from './pending-expiry';

const CUSTOMER_NOT_FOUND = 'Customer profile not found.';
/** The four-eyes refusal: the catalogue's text, the same the portal shows the maker. */
export const FOUR_EYES = PENDING_CHANGE_TEXTS.fourEyes;

interface ListBody {
  criteria: { merchantId: string; bankAccount?: string; userId?: string; currencyName?: string };
  page: number;
  size: number;
  sort?: string;
}

export const listCustomerProfiles: OperationHandler = async (ctx) => {
  const principal = principalOf(ctx);
  const { criteria, page, size, sort } = ctx.body as ListBody;
  const merchantId = merchantOfCall(principal, criteria.merchantId, () => fail.forbidden('You can list only the customers of your own merchant.'));
  const [field = 'updateDatetime', direction = 'desc'] = (sort ?? 'updateDatetime,desc').split(',');
  checkSortField(field, CUSTOMER_SORT_COLUMNS, 'sort');
  const { rows, total } = await listCustomers(ctx.deps.db, {
    merchantId,
    bankAccount: criteria.bankAccount,
    userId: criteria.userId,
    currencyName: criteria.currencyName,
    page,
    size,
    sortField: field,
    sortDirection: direction === 'asc' ? 'asc' : 'desc',
  });
  return ok({ customerProfilePaging: { customerProfileWebViewList: rows.map(toCustomerListItem), totalSize: total } });
};

/** `createdDatetime` of a pending change: when its maker submitted it. */
const createdOf = (row: CustomerRow) => (row.pending_created ? { createdDatetime: row.pending_created } : {});

/** When the row's pending change expires, and whether it has (issue 32). */
const expiryOfRow = (ctx: HandlerContext, row: CustomerRow) =>
  expiryOf(row.pending_created, ctx.deps.pendingExpiryDays ?? DEFAULT_PENDING_EXPIRY_DAYS, ctx.deps.clock.now());

/** 409 with a catalogue text, its key as the code (the portal shows it in its language). */
const conflict = (code: 'decision.recordChanged' | 'decision.expired') => new ApiError(409, errorBody(code, DECISION_TEXTS[code === 'decision.expired' ? 'expired' : 'recordChanged']));

const customerNotFound = () => fail.notFound(CUSTOMER_NOT_FOUND);

/** A customer of the call's merchant (`named`: the merchant the request names, for staff). */
async function ownCustomer(ctx: HandlerContext, custProfileId: string, named: string | undefined): Promise<CustomerRow> {
  const row = await findCustomer(ctx.deps.db, merchantOfCall(principalOf(ctx), named, customerNotFound), custProfileId);
  if (!row) throw customerNotFound();
  return row;
}

/** The body of the calls that name one customer (and, for staff, its merchant). */
type CustomerRef = { custProfileId: string; merchantId?: string };

export const getCustomerProfile: OperationHandler = async (ctx) => {
  const { custProfileId, merchantId } = ctx.body as CustomerRef;
  const row = await ownCustomer(ctx, custProfileId, merchantId);
  return ok({
    customerProfileResponse: toCustomerProfile(row),
    isPendingApproval: row.pending_action ? 'Y' : 'N',
    action: row.pending_action,
    lastUsername: row.pending_maker ?? row.last_username,
    pendingExpired: row.pending_action ? expiryOfRow(ctx, row).expired : false,
    // The same to maker and checker: who decided the last change, when, and why.
    lastDecision: await lastDecision(ctx.deps.db, row.cust_profile_id),
  });
};

export const getCustomerPendingChange: OperationHandler = async (ctx) => {
  const { custProfileId, merchantId } = ctx.body as CustomerRef;
  const row = await ownCustomer(ctx, custProfileId, merchantId);
  if (!row.pending_action || !row.pending_maker) throw fail.notFound(CUSTOMER_MESSAGES.noChangePending, 'NO_PENDING_CHANGE');
  const current = fieldsOf(row);
  const proposed = row.pending_action === 'UPDATE' && row.pending_proposed ? row.pending_proposed : null;
  return ok({
    custProfileId: row.cust_profile_id,
    action: row.pending_action,
    lastUsername: row.pending_maker,
    makerType: row.pending_maker_type ?? 'MERCHANT',
    ...createdOf(row),
    ...expiryOfRow(ctx, row),
    customerProfileHandlerViewList: proposed ? changedFields(current, proposed) : [],
    bankAcctsOld: row.pending_action === 'CREATE' ? [] : current.bankAccts,
    bankAcctsNew: row.pending_action === 'DELETE' ? [] : (proposed?.bankAccts ?? current.bankAccts),
  });
};

/** The decision call's body (the contract's `PendingChangeDecisionRequest`). */
type DecisionBody = CustomerRef & { decision: PendingDecision; reason?: string; note?: string };

export const decideCustomerPendingChange: OperationHandler = async (ctx) => {
  const principal = principalOf(ctx);
  const body = ctx.body as DecisionBody;
  const { custProfileId, decision, merchantId } = body;
  const row = await ownCustomer(ctx, custProfileId, merchantId);
  const action = row.pending_action;
  const maker = row.pending_maker;
  if (!action || !maker) throw fail.notFound(CUSTOMER_MESSAGES.noChangePending, 'NO_PENDING_CHANGE');
  if (maker.toLowerCase() === principal.username.toLowerCase()) throw fail.forbidden(FOUR_EYES, 'FOUR_EYES');
  // The dialog's own rules: a reason to reject, at most 500 characters of note to approve.
  const checked = validateDecision(body);
  if (!checked.ok) throw rulesFailure(checked.errors);
  if (decision === 'APPROVE') {
    // Either can still be rejected: the maker then makes the change again on today's record.
    if (expiryOfRow(ctx, row).expired) throw conflict('decision.expired');
    if (row.pending_base_version !== null && row.pending_base_version !== row.version) throw conflict('decision.recordChanged');
  }
  const now = nowStamp(ctx.deps.clock);
  const words = decisionWords(body);
  await ctx.deps.db.transaction(async (tx) => {
    // Only the change this call read: a decision that raced it finds nothing to delete, and stops.
    const taken = await tx.query<{ cust_profile_id: string }>('delete from customer_pending_change where cust_profile_id = $1 returning cust_profile_id', [custProfileId]);
    if (taken.length === 0) throw fail.notFound(CUSTOMER_MESSAGES.noChangePending, 'NO_PENDING_CHANGE');
    await recordDecision(tx, custProfileId, {
      decision: decision === 'APPROVE' ? 'APPROVED' : 'REJECTED',
      action,
      username: principal.username,
      decidedDatetime: now,
      makerUsername: maker,
      ...words,
    });
    if (decision === 'REJECT') {
      // A rejected CREATE leaves nothing behind: the customer never existed.
      if (row.pending_action === 'CREATE') await tx.query('delete from customer_profile where cust_profile_id = $1', [custProfileId]);
      return;
    }
    if (row.pending_action === 'DELETE') await tx.query('delete from customer_profile where cust_profile_id = $1', [custProfileId]);
    else if (row.pending_action === 'CREATE')
      await tx.query(`update customer_profile set is_active = 'Y', update_datetime = $2, last_username = $3, version = version + 1 where cust_profile_id = $1`, [
        custProfileId,
        now,
        principal.username,
      ]);
    else if (row.pending_proposed) await applyFields(tx, custProfileId, row.pending_proposed, principal.username, now);
  });
  return ok({ message: `${decision === 'APPROVE' ? 'Approve' : 'Reject'} successful` });
};

export const getCustomerHandler: OperationHandler = async (ctx) => {
  const row = await ownCustomer(ctx, ctx.params.id ?? '', ctx.query.merchantId);
  if (!row.pending_action || !row.pending_maker) throw fail.notFound(CUSTOMER_MESSAGES.noChangePending, 'NO_PENDING_CHANGE');
  const profile = toCustomerProfile(row);
  const proposed = row.pending_proposed;
  return ok({
    id: row.cust_profile_id,
    custProfileId: row.cust_profile_id,
    action: row.pending_action,
    lastUsername: row.pending_maker,
    makerType: row.pending_maker_type ?? 'MERCHANT',
    ...createdOf(row),
    customerProfile: proposed
      ? { ...profile, ...proposed, customerPaymentInfo: { ...proposed.customerPaymentInfo, bankAccts: proposed.bankAccts }, idType: proposed.idType ?? undefined, customerId: proposed.customerId ?? undefined }
      : profile,
  });
};
