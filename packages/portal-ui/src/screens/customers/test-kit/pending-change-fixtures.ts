/**
 * Pending changes for the stories of the pending-change dialog and the customer detail: one of
 * each kind a checker meets (CREATE, DELETE, UPDATE with fields and bank accounts, lock and
 * unlock), one made by the story's own user (four eyes), and MSW handlers for the pending and
 * approval calls.
 */
import type { Schemas } from '@lego-portal/api-client';
import { delay, http, HttpResponse } from 'msw';
import { errorBody } from '../../../test-support/error-body';
import type { PendingChange } from '../pending-change-dialog';

/** The pending-change call. */
export const PENDING_URL = '*/api/lego-customerprofile/ext/customerprofile/pending';
/** The checker's decision call. */
export const APPROVAL_URL = '*/api/lego-customerprofile/ext/customerprofile/approval';

/** The maker of the stories' changes: another user of the story user's merchant. */
export const STORY_MAKER = 'maker_cpins';

const base = { custProfileId: 'C0000001', lastUsername: STORY_MAKER, createdDatetime: '20261120143005' };

/** An UPDATE: e-mail, phone, waiver switched on with dates, and bank accounts added, removed and changed. */
export const UPDATE_CHANGE: PendingChange = {
  ...base,
  action: 'UPDATE',
  customerProfileHandlerViewList: [
    { key: 'customerInfo.email', value: { old: 'somsri@example.com', new: 'somsri.k@example.com' } },
    { key: 'customerInfo.phoneNumber', value: { old: null, new: '0812345678' } },
    { key: 'waiveInfo.waiveFlag', value: { old: 'N', new: 'Y' } },
    { key: 'waiveInfo.waiveFrom', value: { old: null, new: '20261201' } },
    { key: 'waiveInfo.waiveType', value: { old: null, new: 'P' } },
    { key: 'customerPaymentInfo.channels', value: { old: '["PGW"]', new: '["PGW","SSO"]' } },
  ],
  bankAcctsOld: [
    { accountNumber: '1234567890', currencyName: 'THB' },
    { accountNumber: '2345678901', currencyName: 'THB' },
  ],
  bankAcctsNew: [
    { accountNumber: '1234567890', currencyName: 'FCD' },
    { accountNumber: '3456789012', currencyName: 'THB' },
  ],
};

/** A new customer waiting for activation. */
export const CREATE_CHANGE: PendingChange = {
  ...base,
  action: 'CREATE',
  customerProfileHandlerViewList: [],
  bankAcctsOld: [],
  bankAcctsNew: [{ accountNumber: '1234567890', currencyName: 'THB' }],
};

/** A customer to be deleted. */
export const DELETE_CHANGE: PendingChange = {
  ...base,
  action: 'DELETE',
  customerProfileHandlerViewList: [],
  bankAcctsOld: [{ accountNumber: '1234567890', currencyName: 'THB' }],
  bankAcctsNew: [],
};

/** A status change A to L: 'Lock user'. */
export const LOCK_CHANGE: PendingChange = {
  ...base,
  action: 'UPDATE',
  customerProfileHandlerViewList: [{ key: 'status', value: { old: 'A', new: 'L' } }],
  bankAcctsOld: [{ accountNumber: '1234567890', currencyName: 'THB' }],
  bankAcctsNew: [{ accountNumber: '1234567890', currencyName: 'THB' }],
};

/** A status change L to A: 'Unlock user'. */
export const UNLOCK_CHANGE: PendingChange = { ...LOCK_CHANGE, customerProfileHandlerViewList: [{ key: 'status', value: { old: 'L', new: 'A' } }] };

/** The pending call answering `change`, or 404 'No change pending for approval.' for null. */
export function pendingHandler(change: PendingChange | null) {
  return http.post(PENDING_URL, () =>
    change ? HttpResponse.json(change) : HttpResponse.json(errorBody('No change pending for approval.', 'NO_PENDING_CHANGE'), { status: 404 }),
  );
}

/** The pending call that never answers (loading). */
export const pendingLoadingHandler = http.post(PENDING_URL, () => delay('infinite'));

/** The pending call when the service is down. */
export const pendingOutageHandler = http.post(PENDING_URL, () => HttpResponse.json(errorBody('Service Unavailable', 'SERVICE_UNAVAILABLE'), { status: 503 }));

/** The approval call: accepts, counting what it was sent in `sent`. */
export function approvalHandler(sent: Schemas['PendingChangeDecisionRequest'][] = []) {
  return http.post(APPROVAL_URL, async ({ request }) => {
    sent.push((await request.json()) as Schemas['PendingChangeDecisionRequest']);
    await delay(150);
    return HttpResponse.json({ message: 'Approve successful' });
  });
}

/** An UPDATE pending longer than the server's expiry (issue 32): it can only be rejected. */
export const EXPIRED_CHANGE: PendingChange = { ...UPDATE_CHANGE, createdDatetime: '20261001090000', expiresDatetime: '20261031090000', expired: true };

/** The approval call refusing with 409: the customer changed since the request (issue 32), or the change expired. */
export function approvalConflictHandler(code: 'decision.recordChanged' | 'decision.expired' = 'decision.recordChanged') {
  const message =
    code === 'decision.expired' ? 'This request expired. Reject it and make the change again.' : 'This customer changed after the request was made. Reject it and make the change again.';
  return http.post(APPROVAL_URL, async ({ request }) => {
    const body = (await request.json()) as Schemas['PendingChangeDecisionRequest'];
    if (body.decision === 'REJECT') return HttpResponse.json({ message: 'Reject successful' });
    return HttpResponse.json(errorBody(message, code), { status: 409 });
  });
}

/** Last decisions the customer detail answers (issue 32). */
export const REJECTED_DECISION: Schemas['CustomerDecision'] = {
  decision: 'REJECTED',
  action: 'UPDATE',
  username: 'checker_cpins',
  decidedDatetime: '20261125101530',
  makerUsername: STORY_MAKER,
  reason: 'The new email belongs to another customer; please check it with the customer and make the change again.',
};
export const APPROVED_DECISION: Schemas['CustomerDecision'] = {
  decision: 'APPROVED',
  action: 'UPDATE',
  username: 'checker_cpins',
  decidedDatetime: '20261125101530',
  makerUsername: STORY_MAKER,
  note: 'Checked with the branch.',
};

/** The approval call refusing with the server's four-eyes answer. */
export const approvalFourEyesHandler = http.post(APPROVAL_URL, () =>
  HttpResponse.json(errorBody('The maker of a change cannot approve or reject it.', 'FOUR_EYES'), { status: 403 }),
);

/** The customer detail call. */
export const DETAIL_URL = '*/api/lego-customerprofile/ext/customerprofile/details';

/** The detail call answering `customer`, pending approval with `action` when given. */
export function detailHandler(
  customer: Schemas['CustomerProfile'],
  action: PendingChange['action'] | null = null,
  lastUsername = STORY_MAKER,
  /** Issue 32: the last decision, whether the pending change expired. */
  extra: Pick<Schemas['CustomerDetailResponse'], 'lastDecision' | 'pendingExpired'> = {},
) {
  return http.post(DETAIL_URL, () =>
    HttpResponse.json({
      customerProfileResponse: { ...customer, isPendingApproval: action ? 'Y' : 'N' },
      isPendingApproval: action ? 'Y' : 'N',
      action,
      lastUsername,
      ...extra,
    } satisfies Schemas['CustomerDetailResponse']),
  );
}

/** The detail call that never answers (loading). */
export const detailLoadingHandler = http.post(DETAIL_URL, () => delay('infinite'));

/**
 * A customer with `change` pending until the approval call decides it; afterwards the detail
 * answers it decided and the pending call 404. `reset` makes it pending again (per story run).
 */
export function decidablePendingChange(customer: Schemas['CustomerProfile'], change: PendingChange) {
  let decided = false;
  return {
    reset: () => {
      decided = false;
    },
    handlers: [
      http.post(DETAIL_URL, () =>
        HttpResponse.json({
          customerProfileResponse: { ...customer, isPendingApproval: decided ? 'N' : 'Y' },
          isPendingApproval: decided ? 'N' : 'Y',
          action: decided ? null : change.action,
          lastUsername: change.lastUsername,
        } satisfies Schemas['CustomerDetailResponse']),
      ),
      http.post(PENDING_URL, () =>
        decided ? HttpResponse.json(errorBody('No change pending for approval.', 'NO_PENDING_CHANGE'), { status: 404 }) : HttpResponse.json(change),
      ),
      http.post(APPROVAL_URL, () => {
        decided = true;
        return HttpResponse.json({ message: 'Approve successful' });
      }),
    ],
  };
}
