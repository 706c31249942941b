import type { TokenSet } from '@lego-portal/api-client';
import { lastDaysRange } from '@lego-portal/rules';
import { MESSAGES_TH } from '@lego-portal/rules/th';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { RegistrationReportScreen } from './registration-report-screen';
import { DEMO_STAFF, signInTokens } from '@lego-portal/test-kit';
import { renderPortal } from '../../../test-support/render-portal';
import { LONGEST_RANGE as YEAR, reportTable } from '../registration-shared/test-kit/report-table';
import { OWN_MERCHANT, REPORT_STAFF_USER } from '../test-kit/report-users';

const url = inject('sandboxUrl');
const LIST_PATH = '/lego-report/ext/registration/list';
let tokens: TokenSet;
let reporterTokens: TokenSet;
beforeAll(async () => {
  tokens = await signInTokens(url, 'demo_full');
  // Staff read the reports with the sandbox's staff_reporter (BANK_REPORT): across merchants.
  reporterTokens = await signInTokens(url, DEMO_STAFF.reporter.username);
});

const renderReport = (path = '/reports/registration', user?: typeof REPORT_STAFF_USER) => renderPortal(<RegistrationReportScreen />, { path, user, sandbox: { url, tokens: user === REPORT_STAFF_USER ? reporterTokens : tokens } });
const { table, dataRows, columnTexts, settled } = reportTable('Registrations');
const display = (stamp: string) => `${stamp.slice(6, 8)}/${stamp.slice(4, 6)}/${stamp.slice(0, 4)}`;

describe('RegistrationReportScreen', () => {
  it('opens on the last 30 days, newest first, with the request the contract names', async () => {
    const { sentTo } = renderReport();
    expect(screen.getByRole('heading', { level: 1, name: 'Registration Report' })).toBeInTheDocument();
    await settled();
    const { fromDate, toDate } = lastDaysRange(30);
    expect(sentTo(LIST_PATH)[0]?.body).toEqual({
      customerRegFlag: 'ALL',
      // A merchant user's request names its own merchant.
      merchantId: OWN_MERCHANT.merchantId,
      merchantName: '',
      customerReference: '',
      customerAcctNo: '',
      customerAcctCurrency: '',
      registerChannel: '',
      statusCode: '',
      fromDate,
      toDate,
      pageNo: 1,
      pageSize: 25,
      sortField: 'createdDateTime',
      sortDirection: 'desc',
    });
    // Its merchant filters show its own merchant, fixed.
    expect(screen.getByRole('textbox', { name: 'Merchant ID' })).toHaveValue(OWN_MERCHANT.merchantId);
    expect(screen.getByRole('textbox', { name: 'Merchant ID' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Merchant Name' })).toHaveValue(OWN_MERCHANT.merchantName);
    expect(screen.getByRole('textbox', { name: 'Merchant Name' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'From date' })).toHaveValue(display(fromDate));
    expect(screen.getByRole('textbox', { name: 'To date' })).toHaveValue(display(toDate));
    const headers = within(table()).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Created Date Time', 'Merchant Customer No.', 'Customer Account No.', 'Customer Name', 'Registration Channel', 'Payment Channel']);
    expect(screen.getByRole('columnheader', { name: /Created Date Time/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText(/^Showing \d+–\d+ of \d+$/)).toBeInTheDocument();
  });

  it('keeps the merchant filters live for staff: across merchants by default, a typed merchant ID is searched', async () => {
    const user = userEvent.setup();
    const { sentTo } = renderReport(undefined, REPORT_STAFF_USER);
    await settled();
    expect(sentTo(LIST_PATH)[0]?.body).toMatchObject({ merchantId: '', merchantName: '' });
    const merchantId = screen.getByRole('textbox', { name: 'Merchant ID' });
    expect(merchantId).not.toHaveAttribute('readonly');
    await user.type(merchantId, OWN_MERCHANT.merchantId);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(sentTo(LIST_PATH).at(-1)?.body).toMatchObject({ merchantId: OWN_MERCHANT.merchantId }));
  });

  it('pages and sorts a year of registrations on the server, keeping both in the URL', async () => {
    const user = userEvent.setup();
    const { navigation, sentTo } = renderReport(`/reports/registration?${YEAR}`);
    await settled();
    expect(dataRows()).toHaveLength(25);
    for (const text of columnTexts(0)) expect(text).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    await user.click(screen.getByRole('button', { name: /Page 2/ }));
    await waitFor(() => expect(navigation.location).toBe(`/reports/registration?${YEAR}&page=2`));
    await waitFor(() => expect(screen.getByText(/^Showing 26–/)).toBeInTheDocument());

    await user.click(within(screen.getByRole('columnheader', { name: /Merchant Customer No\./ })).getByRole('button'));
    await waitFor(() => expect(navigation.location).toBe(`/reports/registration?dir=asc&${YEAR}&sort=customerReference`));
    await waitFor(() => expect(sentTo(LIST_PATH).at(-1)?.body).toMatchObject({ pageNo: 1, sortField: 'customerReference', sortDirection: 'asc' }));
    await settled();
    const references = columnTexts(1);
    expect(references).toEqual([...references].sort());
  });

  it('filters by status and currency, shows only matching rows, and Reset brings back the defaults', async () => {
    const user = userEvent.setup();
    const { navigation, sentTo } = renderReport(`/reports/registration?${YEAR}`);
    await settled();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Error' }));
    await user.click(screen.getByRole('combobox', { name: 'Account Currency' }));
    await user.click(await screen.findByRole('option', { name: 'THB' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(navigation.location).toBe(`/reports/registration?currency=THB&${YEAR}&status=9999`));
    await waitFor(() => expect(sentTo(LIST_PATH).at(-1)?.body).toMatchObject({ statusCode: '9999', customerAcctCurrency: 'THB', pageNo: 1 }));
    await settled();
    expect(screen.getByText(/^Showing \d+–\d+ of \d+$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(navigation.location).toBe('/reports/registration'));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All');
    expect(screen.getByRole('textbox', { name: 'From date' })).toHaveValue(display(lastDaysRange(30).fromDate));
  });

  it('offers Clear filters when a filtered search finds nothing', async () => {
    const user = userEvent.setup();
    const { navigation } = renderReport();
    await settled();
    await user.type(screen.getByRole('textbox', { name: 'Merchant Customer No.' }), 'NO-SUCH-CUSTOMER{Enter}');
    await waitFor(() => expect(navigation.location).toBe('/reports/registration?custNo=NO-SUCH-CUSTOMER'));
    const empty = await screen.findByRole('cell', { name: /No data found/ });
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(navigation.location).toBe('/reports/registration'));
    expect(screen.getByRole('textbox', { name: 'Merchant Customer No.' })).toHaveValue('');
  });

  it('sends nothing for a second Search while one runs', async () => {
    const { sentTo } = renderReport();
    await settled();
    const before = sentTo(LIST_PATH).length;
    const search = screen.getByRole('button', { name: 'Search' });
    // Three clicks before any answer can come (and before the button shows itself busy).
    act(() => {
      fireEvent.click(search);
      fireEvent.click(search);
      fireEvent.click(search);
    });
    await waitFor(() => expect(sentTo(LIST_PATH)).toHaveLength(before + 1));
    await settled();
    expect(sentTo(LIST_PATH)).toHaveLength(before + 1);
  });

  it('shows Service Unavailable with Retry when the API does not answer', async () => {
    const user = userEvent.setup();
    renderPortal(<RegistrationReportScreen />, { path: '/reports/registration', sandbox: { url: 'http://127.0.0.1:9', tokens } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The report could not be loaded: Service Unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

describe('RegistrationReportScreen in Thai', () => {
  it('shows its heading, filters and columns in Thai, dates still numeric', async () => {
    renderPortal(<RegistrationReportScreen />, { path: `/reports/registration?${YEAR}`, locale: 'th', sandbox: { url, tokens } });
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES_TH['page.reports.registration'] })).toBeInTheDocument();
    const registrations = screen.getByRole('table', { name: MESSAGES_TH['registrationReport.registrationCaption'] });
    await waitFor(() => expect(registrations).not.toHaveAttribute('aria-busy'));
    const headers = within(registrations).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers[0]).toBe(MESSAGES_TH['registrationReport.createdDateTime']);
    expect(screen.getByRole('search', { name: MESSAGES_TH['registrationReport.registrationSearch'] })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: MESSAGES_TH['registrationReport.status'] })).toHaveTextContent(MESSAGES_TH['label.all']);
    const first = within(registrations).getAllByRole('row')[1]!;
    expect(within(first).getAllByRole('cell')[0]?.textContent).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  });
});
