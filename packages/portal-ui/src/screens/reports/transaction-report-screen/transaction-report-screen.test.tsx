import type { TokenSet } from '@lego-portal/api-client';
import { todayRange } from '@lego-portal/rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { TransactionReportScreen } from './transaction-report-screen';
import { DEMO_STAFF, signInTokens } from '@lego-portal/test-kit';
import { renderPortal } from '../../../test-support/render-portal';
import { OWN_MERCHANT, REPORT_STAFF_USER } from '../test-kit/report-users';

const url = inject('sandboxUrl');
const LIST_PATH = '/lego-report/ext/transaction/list';
let tokens: TokenSet;
let reporterTokens: TokenSet;
beforeAll(async () => {
  tokens = await signInTokens(url, 'demo_full');
  // Staff read the reports with the sandbox's staff_reporter (BANK_REPORT): across merchants.
  reporterTokens = await signInTokens(url, DEMO_STAFF.reporter.username);
});

/** The longest range the rules allow, ending today: enough rows for paging in the test sandbox. */
const month = () => {
  const { toDate } = todayRange();
  const end = new Date(Date.UTC(Number(toDate.slice(0, 4)), Number(toDate.slice(4, 6)) - 1, Number(toDate.slice(6, 8))));
  const start = new Date(end.getTime() - 360 * 86_400_000);
  return { from: `${start.toISOString().slice(0, 10).replaceAll('-', '')}000000`, to: toDate };
};
const renderReport = (path = '/reports/transactions/online', mode: 'online' | 'scheduled' = 'online', user?: typeof REPORT_STAFF_USER) =>
  renderPortal(<TransactionReportScreen mode={mode} />, { path, user, sandbox: { url, tokens: user === REPORT_STAFF_USER ? reporterTokens : tokens } });
const table = () => screen.getByRole('table', { name: 'Transactions' });
const dataRows = () => within(table()).getAllByRole('row').slice(1);
const columnTexts = (index: number) => dataRows().map((row) => within(row).getAllByRole('cell')[index]?.textContent ?? '');
const waitForRows = () => waitFor(() => expect(within(table()).queryAllByRole('link').length).toBeGreaterThan(0), { timeout: 5000 });

describe('TransactionReportScreen', () => {
  it('searches today by default, in the route mode, with the request the contract names', async () => {
    const { sentTo } = renderReport();
    expect(screen.getByRole('heading', { level: 1, name: 'Transaction Report' })).toBeInTheDocument();
    const { fromDate, toDate } = todayRange();
    await waitFor(() => expect(sentTo(LIST_PATH)).toHaveLength(1));
    expect(sentTo(LIST_PATH)[0]?.body).toEqual({
      mode: 'online',
      txnNumber: '',
      // A merchant user's request names its own merchant.
      merchantId: OWN_MERCHANT.merchantId,
      merchantName: '',
      refNumber: '',
      fromAcctNo: '',
      customerRef: '',
      fromDate,
      toDate,
      statusCodes: [],
      pageSize: 25,
      pageNo: 1,
      sortField: 'createdDateTime',
      sortDirection: 'desc',
    });
    // Its merchant filters show its own merchant, fixed.
    expect(screen.getByRole('textbox', { name: 'Merchant ID' })).toHaveValue(OWN_MERCHANT.merchantId);
    expect(screen.getByRole('textbox', { name: 'Merchant ID' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Merchant Name' })).toHaveValue(OWN_MERCHANT.merchantName);
    expect(screen.getByRole('textbox', { name: 'Merchant Name' })).toHaveAttribute('readonly');
    expect(screen.getByLabelText('From Date Time')).toHaveValue(`${fromDate.slice(6, 8)}/${fromDate.slice(4, 6)}/${fromDate.slice(0, 4)} 00:00:00`);
    // The user holds both roles: the mode switch marks the current mode.
    expect(screen.getByRole('link', { name: 'Online' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Scheduled' })).toHaveAttribute('href', '/reports/transactions/scheduled');
  });

  it('filters by status and date, pages and sorts, keeping all of it in the URL', async () => {
    const user = userEvent.setup();
    const { from, to } = month();
    const { navigation, sentTo } = renderReport(`/reports/transactions/online?from=${from}&to=${to}`);
    await waitForRows();
    expect(screen.getByText(/^Showing 1–25 of [\d,]+$/)).toBeInTheDocument();
    // Dates DD/MM/YYYY HH:mm:ss, amounts with two decimals, the number links to the detail.
    for (const text of columnTexts(1)) expect(text).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    for (const text of columnTexts(5)) expect(text).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    expect(within(table()).getAllByRole('link')[0]!.getAttribute('href')).toMatch(/^\/reports\/transactions\/view\/TX\d{10}$/);

    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(navigation.location).toContain('page=2'));
    await waitFor(() => expect(sentTo(LIST_PATH).at(-1)?.body).toMatchObject({ pageNo: 2 }));

    const header = screen.getByRole('columnheader', { name: /Amount/ });
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    expect(navigation.location).toContain('sort=amount');
    expect(navigation.location).not.toContain('page=2');
    await waitFor(() => {
      const amounts = columnTexts(5).map((text) => Number(text.replaceAll(',', '')));
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    });

    await user.click(screen.getByRole('checkbox', { name: 'Payment Failed' }));
    await user.click(screen.getByRole('checkbox', { name: 'Error' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(navigation.location).toEqual(expect.stringContaining('status=1002%2C9999')));
    await waitFor(() => expect(sentTo(LIST_PATH).at(-1)?.body).toMatchObject({ statusCodes: ['1002', '9999'], fromDate: from, toDate: to, pageNo: 1 }));
    await waitFor(() => expect(columnTexts(7).every((text) => text === 'Payment Failed' || text === 'Error')).toBe(true));
  });

  it('shows the rules messages at the date fields and sends nothing', async () => {
    const user = userEvent.setup();
    const { sentTo } = renderReport();
    await waitFor(() => expect(sentTo(LIST_PATH)).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('From Date Time'), { target: { value: '02/03/2024 00:00:00' } });
    fireEvent.change(screen.getByLabelText('To Date Time'), { target: { value: '01/03/2024 23:59:59' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Transaction date from should be earlier than transaction date to.')).toBeInTheDocument();
    expect(screen.getByLabelText('From Date Time')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(screen.getByLabelText('From Date Time'), { target: { value: '01/01/2023 00:00:00' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Transaction date range should not be over than 360 days.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('To Date Time'), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Transaction to is invalid')).toBeInTheDocument();
    expect(sentTo(LIST_PATH)).toHaveLength(1);
  });

  it("names a merchant user's own merchant whatever merchant a link names", async () => {
    const { sentTo } = renderReport('/reports/transactions/online?merchantId=2000000002&merchantName=Other');
    await waitFor(() => expect(sentTo(LIST_PATH)).toHaveLength(1));
    expect(sentTo(LIST_PATH)[0]?.body).toMatchObject({ merchantId: OWN_MERCHANT.merchantId, merchantName: '' });
    expect(screen.getByRole('textbox', { name: 'Merchant ID' })).toHaveValue(OWN_MERCHANT.merchantId);
  });

  it('keeps the merchant filters live for staff, searching across merchants by default', async () => {
    const { sentTo } = renderReport(undefined, undefined, REPORT_STAFF_USER);
    await waitFor(() => expect(sentTo(LIST_PATH)).toHaveLength(1));
    expect(sentTo(LIST_PATH)[0]?.body).toMatchObject({ merchantId: '', merchantName: '' });
    expect(screen.getByRole('textbox', { name: 'Merchant ID' })).not.toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Merchant Name' })).toHaveValue('');
  });

  it('keeps each filter to what the server searches: digits where digits go, no longer than the contract', async () => {
    const user = userEvent.setup();
    // Staff: the merchant ID filter is theirs to type.
    const { sentTo } = renderReport(undefined, undefined, REPORT_STAFF_USER);
    await waitFor(() => expect(sentTo(LIST_PATH)).toHaveLength(1));
    await user.type(screen.getByLabelText('Merchant ID'), '12a3-45678901234');
    await user.type(screen.getByLabelText('Payer Account'), '098-765 4321');
    await user.click(screen.getByLabelText('Transaction No.'));
    await user.paste('T'.repeat(60));
    expect(screen.getByLabelText('Merchant ID')).toHaveValue('1234567890');
    expect(screen.getByLabelText('Payer Account')).toHaveValue('0987654321');
    expect(screen.getByLabelText('Transaction No.')).toHaveValue('T'.repeat(50));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(sentTo(LIST_PATH)).toHaveLength(2));
    expect(sentTo(LIST_PATH)[1]?.body).toMatchObject({ merchantId: '1234567890', fromAcctNo: '0987654321', txnNumber: 'T'.repeat(50) });
    // The server answers: no 'could not be loaded' for a search the form let through.
    await waitFor(() => expect(table()).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends one request for a double click on Search', async () => {
    const user = userEvent.setup();
    const { sentTo } = renderReport();
    await waitFor(() => expect(sentTo(LIST_PATH)).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Transactions' })).not.toHaveAttribute('aria-busy', 'true'));
    await user.type(screen.getByRole('textbox', { name: 'Merchant Reference' }), 'INV');
    await user.dblClick(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(sentTo(LIST_PATH)).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sentTo(LIST_PATH)).toHaveLength(2);
  });

  it('offers Clear filters when nothing matches, and it resets like Reset', async () => {
    const user = userEvent.setup();
    const { navigation } = renderReport('/reports/transactions/scheduled?txnNumber=NOPE', 'scheduled');
    const empty = await screen.findByRole('cell', { name: /No data found/ }, { timeout: 5000 });
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(navigation.location).toBe('/reports/transactions/scheduled'));
    expect(screen.getByRole('textbox', { name: 'Transaction No.' })).toHaveValue('');
  });
});
