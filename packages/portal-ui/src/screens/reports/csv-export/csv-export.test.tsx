import type { TokenSet } from '@lego-portal/api-client';
import { todayRange } from '@lego-portal/rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { PortalFrame } from '../../../frame';
import { installSavePicker, removeSavePicker } from '../test-kit/save-picker';
import { TransactionReportScreen } from '../transaction-report-screen';
import { DEMO_STAFF, signInTokens } from '@lego-portal/test-kit';
import { renderPortal } from '../../../test-support/render-portal';
import { REPORT_STAFF_USER } from '../test-kit/report-users';

const url = inject('sandboxUrl');
const LIST_PATH = '/lego-report/ext/transaction/list';
const DOWNLOAD_PATH = '/lego-report/ext/transaction/download';
let tokens: TokenSet;
let reporterTokens: TokenSet;
beforeAll(async () => {
  tokens = await signInTokens(url, 'demo_full');
  // Staff read the reports with the sandbox's staff_reporter (BANK_REPORT): across merchants.
  reporterTokens = await signInTokens(url, DEMO_STAFF.reporter.username);
});

/** `days` days ending today, as the report's URL writes them. */
function lastDays(days: number) {
  const { toDate } = todayRange();
  const end = Date.UTC(Number(toDate.slice(0, 4)), Number(toDate.slice(4, 6)) - 1, Number(toDate.slice(6, 8)));
  const start = new Date(end - days * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `from=${start}000000&to=${toDate}`;
}

afterEach(removeSavePicker);

/** The report in the frame at `query`, read by demo_full (its own merchant fixed) or by `user`. */
const renderReport = (query: string, user?: typeof REPORT_STAFF_USER) =>
  renderPortal(
    <PortalFrame>
      <TransactionReportScreen mode="online" />
    </PortalFrame>,
    { path: `/reports/transactions/online?${query}`, user, sandbox: { url, tokens: user === REPORT_STAFF_USER ? reporterTokens : tokens } },
  );
const exportButton = () => screen.getByRole('button', { name: 'Export CSV' });
const totalShown = async () => {
  const showing = await screen.findByText(/^Showing \d+–\d+ of \d+$/, {}, { timeout: 5000 });
  return Number(/of (\d+)$/.exec(showing.textContent ?? '')![1]);
};

describe('CSV export of the transaction report', () => {
  it('refuses a range over 30 days with the spec message and sends nothing', async () => {
    const user = userEvent.setup();
    const { sentTo } = renderReport(lastDays(31));
    await totalShown();
    await user.click(exportButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Downloadable transaction date range should not be over than 30 days.');
    expect(sentTo(DOWNLOAD_PATH)).toHaveLength(0);

    // A new search is a new question: the refusal of the last one goes.
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('asks staff before exporting without a merchant filter, then saves every row of the applied search', async () => {
    const user = userEvent.setup();
    const saved = installSavePicker();
    const { sentTo } = renderReport(`${lastDays(30)}&status=1000,1002&sort=amount&dir=asc`, REPORT_STAFF_USER);
    const total = await totalShown();
    expect(total).toBeGreaterThan(0);

    await user.click(exportButton());
    const dialog = screen.getByRole('alertdialog', { name: 'Export a large file' });
    // One sentence with the spec's words and the rows the search found, formatted for the language.
    expect(dialog).toHaveTextContent(`The export of ${total.toLocaleString('en')} rows might take long time. Are you sure to continue?`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sentTo(DOWNLOAD_PATH)).toHaveLength(0);

    await user.click(exportButton());
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    const status = await screen.findByText(/rows saved to/, {}, { timeout: 10_000 });
    expect(status).toHaveTextContent(`${total.toLocaleString('en')} rows saved to ${saved.file.name}.`);
    expect(saved.file.name).toMatch(/^transaction_online_\d{8}_\d{8}\.csv$/);
    expect(saved.file.closed).toBe(true);

    // The request is the list's, every page: same filters and order, no paging.
    const { pageNo: _pageNo, pageSize: _pageSize, ...listCriteria } = sentTo(LIST_PATH).at(-1)!.body as Record<string, unknown>;
    expect(sentTo(DOWNLOAD_PATH)).toHaveLength(1);
    expect(sentTo(DOWNLOAD_PATH)[0]!.body).toEqual({ reportType: 'csv', transactionCriteria: listCriteria });
    const lines = saved.text().trimEnd().split('\r\n');
    expect(lines).toHaveLength(total + 1);
  });

  it("exports a merchant user's own merchant at once: its merchant filter is fixed", async () => {
    const user = userEvent.setup();
    installSavePicker();
    const { sentTo } = renderReport(lastDays(30));
    await totalShown();
    await user.click(exportButton());
    await screen.findByText(/rows saved to/, {}, { timeout: 10_000 });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sentTo(DOWNLOAD_PATH)[0]!.body).toMatchObject({ transactionCriteria: { merchantId: '1000000001' } });
  });

  it('exports at once with a merchant filter, and a second click while it runs sends nothing', async () => {
    const user = userEvent.setup();
    installSavePicker({ hold: true });
    const { sentTo } = renderReport(`${lastDays(30)}&merchantId=1000000001`);
    await totalShown();
    await user.click(exportButton());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(exportButton());
    await screen.findByRole('button', { name: 'Cancel download' });
    expect(sentTo(DOWNLOAD_PATH)).toHaveLength(1);
  });

  it('shows the rows received and a Cancel in the footer while it runs; Cancel stops it before the file is complete', async () => {
    const user = userEvent.setup();
    const saved = installSavePicker({ hold: true });
    renderReport(`${lastDays(30)}&merchantId=1000000001`);
    await totalShown();
    await user.click(exportButton());

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('status', { name: 'Downloading…' })).toBeInTheDocument();
    await waitFor(() => expect(footer).toHaveTextContent(/\d+ rows received/));
    await user.click(within(footer).getByRole('button', { name: 'Cancel download' }));

    expect(await screen.findByText('The export was cancelled.')).toBeInTheDocument();
    expect(within(footer).queryByRole('button', { name: 'Cancel download' })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('status', { name: 'Downloading…' })).not.toBeInTheDocument();
    expect(saved.file.closed).toBe(false);
    expect(exportButton()).toBeEnabled();
  });

  it('shows the rows received of the search total and a Cancel beside Export CSV; Cancel there stops it', async () => {
    const user = userEvent.setup();
    const saved = installSavePicker({ hold: true });
    renderReport(`${lastDays(30)}&merchantId=1000000001`);
    const total = await totalShown();
    await user.click(exportButton());

    const bar = exportButton().parentElement!;
    await waitFor(() => expect(bar).toHaveTextContent(new RegExp(`[\\d,]+ of ${total.toLocaleString('en')} rows received`)));
    expect(within(bar).getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('aria-valuemax', String(total));
    // The footer keeps its spinner as the spec says.
    expect(within(screen.getByRole('contentinfo')).getByRole('status', { name: 'Downloading…' })).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Cancel export' }));

    expect(await screen.findByText('The export was cancelled.')).toBeInTheDocument();
    expect(within(bar).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(saved.file.closed).toBe(false);
  });

  it("clears the export's outcome when the next search runs", async () => {
    const user = userEvent.setup();
    installSavePicker();
    renderReport(`${lastDays(30)}&merchantId=1000000001`);
    await totalShown();
    await user.click(exportButton());
    await screen.findByText(/rows saved to/, {}, { timeout: 10_000 });

    await user.type(screen.getByRole('textbox', { name: 'Merchant Reference' }), 'REF{Enter}');
    await waitFor(() => expect(screen.queryByText(/rows saved to/)).not.toBeInTheDocument());
  });

  it("marks changed filters 'Search to apply' and holds the export back until they are searched", async () => {
    const user = userEvent.setup();
    installSavePicker();
    const { sentTo } = renderReport(`${lastDays(30)}&merchantId=1000000001`);
    await totalShown();
    expect(screen.queryByText('Search to apply')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Merchant Reference' }), 'REF');
    expect(screen.getByText('Search to apply')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAccessibleDescription('Search to apply');
    expect(exportButton()).toBeDisabled();
    expect(exportButton()).toHaveAccessibleDescription('Search to apply the changed filters before exporting.');
    await user.click(exportButton());
    expect(sentTo(DOWNLOAD_PATH)).toHaveLength(0);

    // Back to what is searched: nothing to apply.
    await user.clear(screen.getByRole('textbox', { name: 'Merchant Reference' }));
    expect(screen.queryByText('Search to apply')).not.toBeInTheDocument();
    expect(exportButton()).toBeEnabled();

    await user.type(screen.getByRole('textbox', { name: 'Merchant Reference' }), 'REF{Enter}');
    await waitFor(() => expect(screen.queryByText('Search to apply')).not.toBeInTheDocument());
    await waitFor(() => expect(exportButton()).toBeEnabled());
  });

  it('counts closing the save dialog as a cancel, not a failure', async () => {
    const user = userEvent.setup();
    Object.assign(window, { showSaveFilePicker: async () => Promise.reject(new DOMException('The user aborted a request.', 'AbortError')) });
    renderReport(`${lastDays(30)}&merchantId=1000000001`);
    await totalShown();
    await user.click(exportButton());
    expect(await screen.findByText('The export was cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
