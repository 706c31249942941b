import type { TokenSet } from '@lego-portal/api-client';
import { addDays, formatIsoDate, todayIn } from '@lego-portal/rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { PortalFrame } from '../../../../frame';
import { OnlineRegistrationMonitoringScreen } from '../../online-registration-monitoring-screen';
import { RegistrationReportScreen } from '../../registration-report-screen';
import { installSavePicker, removeSavePicker } from '../../test-kit/save-picker';
import { DEMO_STAFF, signInTokens } from '@lego-portal/test-kit';
import { REPORT_STAFF_USER } from '../../test-kit/report-users';
import { renderPortal } from '../../../../test-support/render-portal';

const url = inject('sandboxUrl');
const LIST_PATH = '/lego-report/ext/registration/list';
const DOWNLOAD_PATH = '/lego-report/ext/registration/download';
const MONITORING = '/reports/online-registration-monitoring';
let tokens: TokenSet;
let reporterTokens: TokenSet;
beforeAll(async () => {
  tokens = await signInTokens(url, 'demo_full');
  // Staff read the reports with the sandbox's staff_reporter (BANK_REPORT): across merchants.
  reporterTokens = await signInTokens(url, DEMO_STAFF.reporter.username);
});
afterEach(removeSavePicker);

/** `days` days before today (business zone) through today, as the reports' URLs write a range. */
const lastDays = (days: number) => `from=${formatIsoDate(addDays(todayIn(), -days))}&to=${formatIsoDate(todayIn())}`;
const compact = (days: number) => formatIsoDate(addDays(todayIn(), -days)).replaceAll('-', '');

/** `screenUi` in the frame at `path`, read by demo_full (its own merchant fixed) or by staff. */
const renderInFrame = (screenUi: ReactElement, path: string, staff = false) =>
  renderPortal(<PortalFrame>{screenUi}</PortalFrame>, { path, ...(staff ? { user: REPORT_STAFF_USER } : {}), sandbox: { url, tokens: staff ? reporterTokens : tokens } });
const exportButton = () => screen.getByRole('button', { name: 'Export CSV' });
const totalShown = async () => {
  const showing = await screen.findByText(/^Showing \d+–\d+ of \d+$/, {}, { timeout: 5000 });
  return Number(/of (\d+)$/.exec(showing.textContent ?? '')![1]);
};
const firstColumn = () =>
  within(screen.getByRole('table', { name: 'Online registrations' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('CSV export of the online registration monitoring report', () => {
  it('refuses a range over 30 days with the spec message and sends nothing', async () => {
    const user = userEvent.setup();
    const { sentTo } = renderInFrame(<OnlineRegistrationMonitoringScreen />, `${MONITORING}?${lastDays(31)}`);
    await totalShown();
    await user.click(exportButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Downloadable transaction date range should not be over than 30 days.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sentTo(DOWNLOAD_PATH)).toHaveLength(0);
  });

  it("exports a merchant user's own merchant at once, as the transaction and registration reports do", async () => {
    const user = userEvent.setup();
    installSavePicker();
    const { sentTo } = renderInFrame(<OnlineRegistrationMonitoringScreen />, `${MONITORING}?${lastDays(30)}`);
    await totalShown();
    await user.click(exportButton());
    await screen.findByText(/rows saved to/, {}, { timeout: 10_000 });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sentTo(DOWNLOAD_PATH)[0]!.body).toMatchObject({ registrationCriteria: { customerRegFlag: 'ONLINE', merchantId: '1000000001' } });
  });

  it('asks staff first (no merchant filter), then saves every online registration of the search, in the order of the table', async () => {
    const user = userEvent.setup();
    const saved = installSavePicker();
    const { sentTo } = renderInFrame(<OnlineRegistrationMonitoringScreen />, `${MONITORING}?${lastDays(30)}&sort=customerReference&dir=asc`, true);
    const total = await totalShown();
    expect(total).toBeGreaterThan(1);

    await user.click(exportButton());
    const dialog = screen.getByRole('alertdialog', { name: 'Export a large file' });
    expect(dialog).toHaveTextContent(`The export of ${total.toLocaleString('en')} rows might take long time. Are you sure to continue?`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sentTo(DOWNLOAD_PATH)).toHaveLength(0);

    await user.click(exportButton());
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    const status = await screen.findByText(/rows saved to/, {}, { timeout: 10_000 });
    expect(saved.file.name).toBe(`online_registration_monitoring_${compact(30)}_${compact(0)}.csv`);
    expect(status).toHaveTextContent(`${total.toLocaleString('en')} rows saved to ${saved.file.name}.`);

    // The request is the list's (ONLINE, same filters and order), every page.
    const { pageNo: _pageNo, pageSize: _pageSize, ...listCriteria } = sentTo(LIST_PATH).at(-1)!.body as Record<string, unknown>;
    expect(listCriteria).toMatchObject({ customerRegFlag: 'ONLINE', sortField: 'customerReference', sortDirection: 'asc' });
    expect(sentTo(DOWNLOAD_PATH).map((request) => request.body)).toEqual([{ reportType: 'csv', registrationCriteria: listCriteria }]);
    const [header, ...lines] = saved.text().trimEnd().split('\r\n');
    expect(header).toBe('ID,Created Date Time,Merchant Reference,Customer Reference,Other Reference,Customer Account No.,Status,Error Description');
    expect(lines).toHaveLength(total);
    const shown = firstColumn();
    expect(lines.slice(0, shown.length).map((line) => line.split(',')[0])).toEqual(shown);
  });

  it('shows the rows received and a Cancel in the footer while it runs; Cancel stops it', async () => {
    const user = userEvent.setup();
    const saved = installSavePicker({ hold: true });
    renderInFrame(<OnlineRegistrationMonitoringScreen />, MONITORING);
    await totalShown();
    const footer = screen.getByRole('contentinfo');
    await user.click(exportButton());

    await waitFor(() => expect(footer).toHaveTextContent(/\d+ rows received/));
    await user.click(within(footer).getByRole('button', { name: 'Cancel download' }));
    expect(await screen.findByText('The export was cancelled.')).toBeInTheDocument();
    expect(saved.file.closed).toBe(false);
    expect(exportButton()).toBeEnabled();
  });
});

describe('CSV export of the registration report', () => {
  it('exports every registration (ALL) at once with a merchant filter, through the same export', async () => {
    const user = userEvent.setup();
    const saved = installSavePicker();
    const { sentTo } = renderInFrame(<RegistrationReportScreen />, `/reports/registration?merchantId=1000000001`);
    const total = await totalShown();
    await user.click(exportButton());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByText(/rows saved to/, {}, { timeout: 10_000 })).toHaveTextContent(`${total.toLocaleString('en')} rows saved to ${saved.file.name}.`);
    expect(saved.file.name).toMatch(/^registration_\d{8}_\d{8}\.csv$/);
    expect(sentTo(DOWNLOAD_PATH)[0]!.body).toMatchObject({ reportType: 'csv', registrationCriteria: { customerRegFlag: 'ALL', merchantId: '1000000001' } });
    expect(saved.text().trimEnd().split('\r\n')).toHaveLength(total + 1);
  });
});
