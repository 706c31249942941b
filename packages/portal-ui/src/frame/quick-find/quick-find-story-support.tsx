/**
 * What quick find's stories share: MSW handlers that answer the three list calls as the sandbox
 * does (transaction number as a prefix, the other filters as a part), and a host around the box.
 * Not part of the published package.
 */
import type { Schemas } from '@lego-portal/api-client';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { PortalHarness, staticSession } from '../../test-support/portal-harness';
import { errorBody } from '../../test-support/error-body';
import { usePortal } from '../../provider/portal-provider';
import { useSessionMemory } from '../../provider/session-scope';
import type { SessionUser } from '../../session/session-types';
import type { QuickFindMatch } from './recent-finds';
import { rememberFind } from './recent-finds';
import { QuickFind } from './quick-find';

const TRANSACTION_LIST = '/api/lego-report/ext/transaction/list';
const CUSTOMER_LIST = '/api/lego-customerprofile/ext/customerprofile/list';
const USER_LIST = '/api/lego-userprofile/ext/users';

const transaction = (txnNumber: string, refNumber: string): Schemas['Transaction'] => ({
  txnNumber,
  refNumber,
  createdDateTime: '20261120101500',
  statusCode: '1000',
  merchantId: '1000000001',
  merchantName: 'Chao Phraya Insurance PCL',
});

/** The stories' records: one value (1234567890) names a transaction, a customer and a user. */
export const STORY_TRANSACTIONS = [transaction('TX0000000101', 'INV0000101'), transaction('TX0000000102', 'INV0000777'), transaction('1234567890', 'INV0000999')];
const STORY_CUSTOMERS: Schemas['CustomerProfileListItem'][] = [
  { custProfileId: '100001', merchantId: '1000000001', fullName: 'Malee Sukjai', isActive: 'Y', isPendingApproval: 'N', bankAccts: [{ accountNumber: '1234567890', currencyName: 'THB' }] },
];
const STORY_USERS: Schemas['UserListItem'][] = [
  { userId: 'U000000042', merchantId: '1000000001', username: 'somchai_cp01', fullName: 'Somchai Jaidee', status: 'A' },
  { userId: 'U000000043', merchantId: '1000000001', username: '1234567890', fullName: 'Anan Wongsa', status: 'A' },
];

const contains = (value: string | null | undefined, part: string | undefined) => !part || (value ?? '').toLowerCase().includes(part.toLowerCase());

/** The three list calls answered over the stories' records. */
export const quickFindHandlers = [
  http.post(TRANSACTION_LIST, async ({ request }) => {
    const body = (await request.json()) as Schemas['TransactionCriteria'];
    const values = body.mode === 'online' ? STORY_TRANSACTIONS.filter((t) => t.txnNumber.startsWith(body.txnNumber ?? '') && contains(t.refNumber, body.refNumber)) : [];
    return HttpResponse.json({ transactions: { values, rowNum: values.length } });
  }),
  http.post(CUSTOMER_LIST, async ({ request }) => {
    const body = (await request.json()) as Schemas['CustomerListRequest'];
    const list = STORY_CUSTOMERS.filter((c) => c.bankAccts?.some((a) => contains(a.accountNumber, body.criteria.bankAccount)));
    return HttpResponse.json({ customerProfilePaging: { customerProfileWebViewList: list, totalSize: list.length } });
  }),
  http.post(USER_LIST, async ({ request }) => {
    const body = (await request.json()) as Schemas['UserListRequest'];
    const list = STORY_USERS.filter((u) => contains(u.username, body.username));
    return HttpResponse.json({ getAllResponse: { userProfileList: list, totalSize: list.length } });
  }),
];

/** Every list call waits for ever: quick find stays 'Searching…'. */
export const searchingHandlers = [TRANSACTION_LIST, CUSTOMER_LIST, USER_LIST].map((url) => http.post(url, () => delay('infinite')));

/** Every list call fails with a 503 and the server's message. */
export const failingHandlers = [TRANSACTION_LIST, CUSTOMER_LIST, USER_LIST].map((url) =>
  http.post(url, () => HttpResponse.json(errorBody('Service Unavailable'), { status: 503 })),
);

/** Recent finds a story starts with. */
export const STORY_RECENT: QuickFindMatch[] = [
  { kind: 'user', title: 'somchai_cp01', detail: 'Somchai Jaidee', to: '/user/view/1000000001/U000000042' },
  { kind: 'transaction', title: 'TX0000000101', detail: 'INV0000101 · 20/11/2026 10:15:00', to: '/reports/transactions/view/TX0000000101' },
];

// The frame's container, which quick find's layout follows.
const frame = css({ containerType: 'inline-size', containerName: 'lp-frame', position: 'relative', display: 'flex', gap: '3', p: '3', minHeight: '24rem' });

function CurrentPath() {
  const pathname = usePortal().navigation.usePathname();
  return (
    <p>
      Opened: <output>{pathname}</output>
    </p>
  );
}

function Remembered({ recent }: { recent: readonly QuickFindMatch[] }) {
  const memory = useSessionMemory();
  // Before the box reads them: the session found these earlier.
  useState(() => [...recent].reverse().forEach((match) => rememberFind(memory, match)));
  return null;
}

/** Props of {@link QuickFindDemo}. */
export interface QuickFindDemoProps {
  user: SessionUser;
  recent?: readonly QuickFindMatch[];
}

/** Quick find in a frame-like container, with the path it opened below it. */
export function QuickFindDemo({ user, recent = [] }: QuickFindDemoProps) {
  return (
    <PortalHarness session={staticSession(user)}>
      <Remembered recent={recent} />
      <div className={frame}>
        <QuickFind />
      </div>
      <CurrentPath />
    </PortalHarness>
  );
}
