import type { TokenSet } from '@lego-portal/api-client';
import { todayRange } from '@lego-portal/rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { TransactionReport } from './transaction-report';
import { DEMO_STAFF, SECOND_MERCHANT_ID, signInTokens } from '@lego-portal/test-kit';
import { renderPortal } from '../../test-support/render-portal';
import { REPORT_STAFF_USER } from '../../screens/reports/test-kit/report-users';

const url = inject('sandboxUrl');
let tokens: TokenSet;
let reporterTokens: TokenSet;
// The feature loads each screen lazily; its modules are transformed here once, as a browser
// would have the chunks cached, so the tests' waits measure the screens, not the compiler.
beforeAll(() => Promise.all([import('../../screens/reports/transaction-report-screen/transaction-report-screen'), import('../../screens/reports/transaction-detail-screen/transaction-detail-screen')]), 60_000);
beforeAll(async () => {
  tokens = await signInTokens(url, 'demo_full');
  reporterTokens = await signInTokens(url, DEMO_STAFF.reporter.username);
});

/** The longest range the rules allow, ending today: the sandbox has transactions in it. */
function longestRange() {
  const { toDate } = todayRange();
  const end = Date.UTC(Number(toDate.slice(0, 4)), Number(toDate.slice(4, 6)) - 1, Number(toDate.slice(6, 8)));
  return { from: `${new Date(end - 360 * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '')}000000`, to: toDate };
}

const SCHEDULED_ONLY = ['DD_REPORT_TRANSACTION_RECURRING'];
const report = <TransactionReport prefix="/staff/transactions" />;

describe('TransactionReport', () => {
  it('shows the report under its prefix; a transaction opens under it, and Back returns to the same filters', async () => {
    const user = userEvent.setup();
    const { from, to } = longestRange();
    const start = `/staff/transactions/online?from=${from}&to=${to}`;
    const { navigation } = renderPortal(report, { path: start, sandbox: { url, tokens } });
    // The report is its own chunk: its page shows once it has loaded (transformed on first use here).
    expect(await screen.findByRole('link', { name: 'Scheduled' }, { timeout: 10_000 })).toHaveAttribute('href', '/staff/transactions/scheduled');
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const [first] = await within(table).findAllByRole('link', {}, { timeout: 5000 });
    const detail = first!.getAttribute('href')!;
    expect(detail).toMatch(/^\/staff\/transactions\/view\/TX\d{10}$/);
    await user.click(first!);
    expect(navigation.location).toBe(detail);
    await user.click(await screen.findByRole('button', { name: 'Back to Transaction Report' }));
    expect(navigation.location).toBe(start);
  });

  it('opens the mode the session may see at the prefix itself', async () => {
    const full = renderPortal(report, { path: '/staff/transactions', sandbox: { url, tokens } });
    await waitFor(() => expect(full.navigation.history).toEqual(['/staff/transactions/online']));
    full.unmount();
    const scheduled = renderPortal(report, { user: { roles: SCHEDULED_ONLY }, path: '/staff/transactions/', sandbox: { url, tokens } });
    await waitFor(() => expect(scheduled.navigation.history).toEqual(['/staff/transactions/scheduled']));
  });

  it('sends another mode to not found', async () => {
    const { navigation } = renderPortal(report, { path: '/staff/transactions/daily', sandbox: { url, tokens } });
    await waitFor(() => expect(navigation.location).toBe('/notfound'));
  });

  it("sends a mode the session's roles do not grant to unauthorized, showing no screen", async () => {
    const { navigation } = renderPortal(report, { user: { roles: SCHEDULED_ONLY }, path: '/staff/transactions/online', sandbox: { url } });
    await waitFor(() => expect(navigation.location).toBe('/unauthorized'));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it("opens a transaction for bank staff under the row's merchant: the link names it and the detail asks for it", async () => {
    const user = userEvent.setup();
    const { from, to } = longestRange();
    // staff_reporter reads every merchant's transactions: here the second merchant's.
    const start = `/staff/transactions/online?from=${from}&to=${to}&merchantId=${SECOND_MERCHANT_ID}`;
    const { navigation, sentTo } = renderPortal(report, { user: REPORT_STAFF_USER, path: start, sandbox: { url, tokens: reporterTokens } });
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const [first] = await within(table).findAllByRole('link', {}, { timeout: 5000 });
    const txnNumber = first!.textContent!;
    expect(first).toHaveAttribute('href', `/staff/transactions/view/${txnNumber}?merchantId=${SECOND_MERCHANT_ID}`);
    await user.click(first!);
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(txnNumber) })).toBeInTheDocument();
    expect(sentTo('/ext/transaction').map((request) => request.body)).toEqual([{ merchantId: SECOND_MERCHANT_ID, txnNumber }]);
    expect(navigation.location).toBe(`/staff/transactions/view/${txnNumber}?merchantId=${SECOND_MERCHANT_ID}`);
  });
});
