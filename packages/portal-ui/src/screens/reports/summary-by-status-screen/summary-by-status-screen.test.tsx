import type { Schemas, TokenSet } from '@lego-portal/api-client';
import { createLegoClient, legoQueries } from '@lego-portal/api-client';
import { formatDisplayDate, lastDaysRange, TRANSACTION_STATUS_TEXTS } from '@lego-portal/rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { SummaryByStatusScreen } from './summary-by-status-screen';
import { signInTokens } from '@lego-portal/test-kit';
import { renderPortal } from '../../../test-support/render-portal';

const url = inject('sandboxUrl');
const SUMMARY_PATH = '/lego-report/ext/transaction/summary';
const PATH = '/reports/summary-by-status';
let tokens: TokenSet;
beforeAll(async () => {
  tokens = await signInTokens(url, 'demo_full');
});

const renderSummary = (path = PATH) => renderPortal(<SummaryByStatusScreen />, { path, sandbox: { url, tokens } });
const table = () => screen.getByRole('table', { name: 'Payments per day and status' });
const waitForTable = () => waitFor(() => expect(table()).toBeInTheDocument(), { timeout: 8000 });
const headers = () => within(table()).getAllByRole('columnheader').map((cell) => cell.textContent ?? '');
const bodyRows = () => within(table()).getAllByRole('row').slice(1, -1);
const cells = (row: HTMLElement) => [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent ?? '');
const totalRow = () => cells(within(table()).getAllByRole('row').at(-1)!);
const number = (text: string) => Number(text.replaceAll(',', ''));
/** The figure the totals show under a term (a status name, 'Total', 'Success rate'). */
const totalOf = (term: string) => {
  const totals = screen.getByRole('region', { name: 'Totals by status' });
  return within(totals).getAllByRole('term').find((entry) => entry.textContent === term)!.nextElementSibling!.textContent ?? '';
};
const day = (stamp: string) => formatDisplayDate(stamp.slice(0, 8));

describe('SummaryByStatusScreen', () => {
  it('asks for the last 30 days by default and shows every day of them in the table', async () => {
    const { sentTo } = renderSummary();
    expect(screen.getByRole('heading', { level: 1, name: 'Summary of Payments by Status' })).toBeInTheDocument();
    const { fromDate, toDate } = lastDaysRange(30, { timeZone: 'Asia/Bangkok' });
    await waitFor(() => expect(sentTo(SUMMARY_PATH)).toHaveLength(1));
    expect(sentTo(SUMMARY_PATH)[0]?.body).toEqual({ mode: 'online', merchantId: '', merchantName: '', fromDate, toDate, statusCodes: [] });
    expect(screen.getByLabelText('From Date Time')).toHaveValue(`${fromDate.slice(6, 8)}/${fromDate.slice(4, 6)}/${fromDate.slice(0, 4)} 00:00:00`);
    expect(screen.getByRole('radio', { name: 'Online' })).toBeChecked();
    await waitForTable();
    expect(bodyRows()).toHaveLength(31);
    expect(cells(bodyRows()[0]!)[0]).toBe(day(fromDate));
    expect(cells(bodyRows().at(-1)!)[0]).toBe(day(toDate));
    expect(screen.getByRole('figure', { name: 'Payments per day by status' })).toBeInTheDocument();
  });

  it("totals each status as the table does, and in all as many as the transaction report's rowNum", async () => {
    const { fromDate, toDate } = lastDaysRange(30, { timeZone: 'Asia/Bangkok' });
    renderSummary();
    await waitForTable();
    const statuses = headers().slice(1, -2);
    expect(statuses.length).toBeGreaterThan(0);
    statuses.forEach((status, column) => {
      const sum = bodyRows().reduce((all, row) => all + number(cells(row)[column + 1]!), 0);
      expect(number(totalOf(status))).toBe(sum);
      expect(number(totalRow()[column + 1]!)).toBe(sum);
    });
    expect(totalOf('Total')).toBe(totalRow().at(-2));
    expect(totalOf('Success rate')).toBe(totalRow().at(-1));

    const client = createLegoClient({ baseUrl: url, session: { getTokens: () => tokens, setTokens: () => {} } });
    const list = await legoQueries
      .transactionList(client, { mode: 'online', fromDate, toDate, statusCodes: [], pageNo: 1, pageSize: 25 } as Schemas['TransactionCriteria'])
      .queryFn({ signal: new AbortController().signal });
    expect(number(totalOf('Total'))).toBe(list.transactions.rowNum);
    expect(list.transactions.rowNum).toBeGreaterThan(0);
  });

  it('shows in the chart exactly the figures of the table, and a focused day its figures', async () => {
    renderSummary();
    await waitForTable();
    const statuses = headers().slice(1, -2);
    // The chart's links by name, read once: a role query per day and status takes seconds in jsdom.
    const chart = screen.getByRole('group', { name: 'Payments per day by status' });
    const segments = new Set([...chart.querySelectorAll('a[href]')].map((link) => link.getAttribute('aria-label')));
    for (const row of bodyRows()) {
      const [date, ...figures] = cells(row);
      statuses.forEach((status, column) => {
        expect(segments.has(`Open the ${status} transactions of ${date}`)).toBe(number(figures[column]!) > 0);
      });
    }
    expect(within(chart).getAllByRole('link')).toHaveLength(segments.size);
    const busiest = bodyRows().reduce((best, row) => (number(cells(row).at(-2)!) > number(cells(best).at(-2)!) ? row : best));
    const [date, ...figures] = cells(busiest);
    const column = screen.getByRole('link', { name: `Open the transactions of ${date}` });
    column.focus();
    const tooltip = await screen.findByRole('tooltip');
    expect(column).toHaveAccessibleDescription(expect.stringContaining(date!));
    statuses.forEach((status, index) => {
      if (number(figures[index]!) > 0) expect(tooltip).toHaveTextContent(`${status}${figures[index]}`);
    });
    expect(tooltip).toHaveTextContent(`Total${figures.at(-2)}`);
    expect(tooltip).toHaveTextContent(`Success rate${figures.at(-1)}`);
  });

  it('switches between count and amount, keeping the choice in the URL and the success rate of payments', async () => {
    const user = userEvent.setup();
    const { navigation, sentTo } = renderSummary();
    await waitForTable();
    const rate = totalOf('Success rate');
    expect(totalOf('Total')).toMatch(/^[\d,]+$/);
    await user.click(screen.getByRole('radio', { name: 'Amount' }));
    await waitFor(() => expect(navigation.location).toContain('measure=amount'));
    expect(totalOf('Total')).toMatch(/^[\d,]+\.\d{2}$/);
    for (const row of bodyRows()) for (const figure of cells(row).slice(1, -1)) expect(figure).toMatch(/^[\d,]+\.\d{2}$/);
    const amounts = bodyRows().reduce((all, row) => all + Math.round(number(cells(row).at(-2)!) * 100), 0);
    expect(Math.round(number(totalOf('Total')) * 100)).toBe(amounts);
    expect(totalOf('Success rate')).toBe(rate);
    // Drawing other figures asks nothing new.
    expect(sentTo(SUMMARY_PATH)).toHaveLength(1);
    navigation.back();
    await waitFor(() => expect(totalOf('Total')).toMatch(/^[\d,]+$/));
  });

  it('opens the transaction report filtered to a segment, a day and a status', async () => {
    const user = userEvent.setup();
    const { fromDate, toDate } = lastDaysRange(30, { timeZone: 'Asia/Bangkok' });
    const path = `${PATH}?from=${fromDate}&merchantId=1000000001&to=${toDate}`;
    const { navigation } = renderSummary(path);
    await waitForTable();
    const failed = bodyRows().find((row) => /^[1-9]/.test(cells(row)[headers().indexOf('Payment Failed')] ?? ''));
    expect(failed).toBeDefined();
    const date = cells(failed!)[0]!;
    const compact = `${date.slice(6)}${date.slice(3, 5)}${date.slice(0, 2)}`;
    const report = '/reports/transactions/online?';
    expect(screen.getByRole('link', { name: `Open the transactions of ${date}` })).toHaveAttribute(
      'href',
      `${report}from=${compact}000000&merchantId=1000000001&to=${compact}235959`,
    );
    expect(screen.getByRole('link', { name: 'Open the Payment Success transactions of the period' })).toHaveAttribute(
      'href',
      `${report}from=${fromDate}&merchantId=1000000001&status=1000&to=${toDate}`,
    );
    const segment = screen.getByRole('link', { name: `Open the Payment Failed transactions of ${date}` });
    const href = segment.getAttribute('href')!;
    expect(href).toBe(`${report}from=${compact}000000&merchantId=1000000001&status=1002&to=${compact}235959`);
    await user.click(segment);
    expect(navigation.location).toBe(href);
  });

  it('shows the rules messages at the date fields and sends nothing while they fail', async () => {
    const user = userEvent.setup();
    const { sentTo, unmount } = renderSummary();
    await waitFor(() => expect(sentTo(SUMMARY_PATH)).toHaveLength(1));
    // The first answer in: a Search while it is coming is ignored (it is busy), as a person sees.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Search' })).not.toHaveAttribute('aria-busy'), { timeout: 10_000 });
    fireEvent.change(screen.getByLabelText('From Date Time'), { target: { value: '02/03/2024 00:00:00' } });
    fireEvent.change(screen.getByLabelText('To Date Time'), { target: { value: '01/03/2024 23:59:59' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Transaction date from should be earlier than transaction date to.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('From Date Time'), { target: { value: '01/01/2023 00:00:00' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Transaction date range should not be over than 360 days.')).toBeInTheDocument();
    expect(sentTo(SUMMARY_PATH)).toHaveLength(1);
    unmount();

    // A link with the same dates shows the message from the start, and asks nothing.
    const linked = renderSummary(`${PATH}?from=20240302000000&to=20240301000000`);
    expect(await screen.findByText('Transaction date from should be earlier than transaction date to.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(linked.sentTo(SUMMARY_PATH)).toHaveLength(0);
  });

  describe('CSV', () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:http://portal.test/summary');
    let saved: { blob: Blob; filename: string }[];
    beforeEach(() => {
      // jsdom has no object URLs or downloads: note what the browser would have saved.
      saved = [];
      Object.assign(URL, { createObjectURL, revokeObjectURL: () => {} });
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ blob: createObjectURL.mock.lastCall![0], filename: this.download });
      });
    });
    afterEach(() => {
      vi.restoreAllMocks();
      createObjectURL.mockClear();
    });

    it('downloads exactly the table, named by its period', async () => {
      const user = userEvent.setup();
      const { fromDate, toDate } = lastDaysRange(30, { timeZone: 'Asia/Bangkok' });
      renderSummary();
      await waitForTable();
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]!.filename).toBe(`payment-summary-${fromDate.slice(0, 8)}-${toDate.slice(0, 8)}.csv`);
      // UTF-8 with a byte order mark (which decoding the text drops), so Excel reads Thai names.
      expect([...new Uint8Array(await saved[0]!.blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = (await saved[0]!.blob.text()).split('\r\n');
      expect(lines.pop()).toBe('');
      expect(lines[0]).toBe(headers().join(','));
      const shown = [...bodyRows().map(cells), totalRow()].map((row) => row.map((cell) => cell.replaceAll(',', '').replace('–', '')).join(','));
      expect(lines.slice(1)).toEqual(shown);
      expect(Object.values(TRANSACTION_STATUS_TEXTS).some((name) => lines[0]!.includes(name))).toBe(true);
    });
  });
});
