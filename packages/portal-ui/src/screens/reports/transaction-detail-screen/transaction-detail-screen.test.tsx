import type { Schemas, TokenSet } from '@lego-portal/api-client';
import { createLegoClient, legoQueries } from '@lego-portal/api-client';
import { formatAmount, todayRange } from '@lego-portal/rules';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { TransactionDetailScreen } from './transaction-detail-screen';
import { DEMO_STAFF, signInTokens } from '@lego-portal/test-kit';
import { renderPortal } from '../../../test-support/render-portal';
import { REPORT_STAFF_USER } from '../test-kit/report-users';

const url = inject('sandboxUrl');
let tokens: TokenSet;
let reporterTokens: TokenSet;
let withShadow: Schemas['Transaction'];
let withoutShadow: Schemas['Transaction'];

beforeAll(async () => {
  tokens = await signInTokens(url, 'demo_full');
  reporterTokens = await signInTokens(url, DEMO_STAFF.reporter.username);
  const client = createLegoClient({ baseUrl: url, session: { getTokens: () => tokens, setTokens: () => {} } });
  const { toDate } = todayRange();
  const end = Date.UTC(Number(toDate.slice(0, 4)), Number(toDate.slice(4, 6)) - 1, Number(toDate.slice(6, 8)));
  const from = `${new Date(end - 300 * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '')}000000`;
  const criteria = { mode: 'online' as const, fromDate: from, toDate, pageSize: 100, pageNo: 1 };
  const { queryFn } = legoQueries.transactionList(client, criteria);
  const rows = (await (queryFn as (context: { signal: AbortSignal }) => Promise<Schemas['TransactionListResponse']>)({ signal: new AbortController().signal }))
    .transactions.values;
  withShadow = rows.find((row) => row.actualAcctNumber)!;
  withoutShadow = rows.find((row) => !row.actualAcctNumber)!;
});

const renderDetail = (txnNumber: string) =>
  renderPortal(<TransactionDetailScreen txnNumber={txnNumber} />, { path: `/reports/transactions/view/${txnNumber}`, sandbox: { url, tokens } });

describe('TransactionDetailScreen', () => {
  it('shows every field of the transaction in groups, amounts with two decimals', async () => {
    renderDetail(withShadow.txnNumber);
    expect(screen.getByRole('status')).toHaveTextContent('Loading transaction…');
    const heading = await screen.findByRole('heading', { level: 1, name: new RegExp(withShadow.txnNumber) });
    expect(heading).toHaveTextContent('Transaction Details');
    for (const group of ['Amounts and Fees', 'Accounts', 'References', 'Status and Host Response'])
      expect(screen.getByRole('heading', { level: 2, name: group })).toBeInTheDocument();
    expect(screen.getAllByText(formatAmount(withShadow.amount)).length).toBeGreaterThan(0);
    expect(formatAmount(withShadow.amount)).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    expect(screen.getByText('Actual Account (shadow account)')).toBeInTheDocument();
    expect(screen.getByText(withShadow.actualAcctNumber!)).toBeInTheDocument();
    expect(screen.getByText(withShadow.fromAcctNumber!)).toBeInTheDocument();
  });

  it('leaves the shadow account out when the transaction has none', async () => {
    renderDetail(withoutShadow.txnNumber);
    await screen.findByRole('heading', { level: 1, name: new RegExp(withoutShadow.txnNumber) });
    expect(screen.getByText('Payer Account')).toBeInTheDocument();
    expect(screen.queryByText('Actual Account (shadow account)')).not.toBeInTheDocument();
  });

  it('goes Back to the transaction report (the online report when none was shown)', async () => {
    const user = userEvent.setup();
    const { navigation } = renderDetail(withoutShadow.txnNumber);
    await user.click(await screen.findByRole('button', { name: 'Back to Transaction Report' }));
    expect(navigation.location).toBe('/reports/transactions/online');
  });

  it('sends an unknown transaction to not found', async () => {
    const { navigation } = renderDetail('TX_NO_SUCH');
    await waitFor(() => expect(navigation.location).toBe('/notfound'));
  });

  describe('for bank staff (reports span merchants)', () => {
    const renderAsStaff = (path: string) =>
      renderPortal(<TransactionDetailScreen txnNumber={withShadow.txnNumber} />, { user: REPORT_STAFF_USER, path, sandbox: { url, tokens: reporterTokens } });

    it("shows the transaction of the merchant the link names, asking for it by that merchant's ID", async () => {
      const { sentTo } = renderAsStaff(`/reports/transactions/view/${withShadow.txnNumber}?merchantId=${withShadow.merchantId}`);
      expect(await screen.findByRole('heading', { level: 1, name: new RegExp(withShadow.txnNumber) })).toBeInTheDocument();
      expect(sentTo('/ext/transaction').map((request) => request.body)).toEqual([{ merchantId: withShadow.merchantId, txnNumber: withShadow.txnNumber }]);
    });

    it('sends a link that names no merchant to not found, asking nothing', async () => {
      const { navigation, sentTo } = renderAsStaff(`/reports/transactions/view/${withShadow.txnNumber}`);
      await waitFor(() => expect(navigation.location).toBe('/notfound'));
      expect(sentTo('/ext/transaction')).toEqual([]);
    });
  });
});
