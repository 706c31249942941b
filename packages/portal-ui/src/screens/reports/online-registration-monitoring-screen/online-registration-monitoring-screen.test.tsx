import type { TokenSet } from '@lego-portal/api-client';
import { lastDaysRange } from '@lego-portal/rules';
import { MESSAGES_TH } from '@lego-portal/rules/th';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { OnlineRegistrationMonitoringScreen } from './online-registration-monitoring-screen';
import { signInTokens } from '@lego-portal/test-kit';
import { renderPortal } from '../../../test-support/render-portal';
import { LONGEST_RANGE as YEAR, reportTable } from '../registration-shared/test-kit/report-table';

const url = inject('sandboxUrl');
const LIST_PATH = '/lego-report/ext/registration/list';
const PATH = '/reports/online-registration-monitoring';
let tokens: TokenSet;
beforeAll(async () => {
  tokens = await signInTokens(url, 'demo_full');
});

const renderReport = (path = PATH) => renderPortal(<OnlineRegistrationMonitoringScreen />, { path, sandbox: { url, tokens } });
const { table, dataRows, columnTexts, settled } = reportTable('Online registrations');

describe('OnlineRegistrationMonitoringScreen', () => {
  it('opens on the last 30 days of online registrations, with the columns of the monitoring row', async () => {
    const { sentTo } = renderReport();
    expect(screen.getByRole('heading', { level: 1, name: 'Online Registration Monitoring' })).toBeInTheDocument();
    await settled();
    const { fromDate, toDate } = lastDaysRange(30);
    // demo_full's requests name its own merchant, as its other reports' do.
    expect(sentTo(LIST_PATH)[0]?.body).toEqual({
      customerRegFlag: 'ONLINE',
      merchantId: '1000000001',
      merchantName: '',
      customerReference: '',
      statusCode: '',
      fromDate,
      toDate,
      pageNo: 1,
      pageSize: 25,
      sortField: 'createdDateTime',
      sortDirection: 'desc',
    });
    const headers = within(table()).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'ID',
      'Created Date Time',
      'Merchant Reference',
      'Merchant Customer No.',
      'Other Reference',
      'Customer Account No.',
      'Status',
      'Error Description',
    ]);
    // The spec does not show its filters: ours are the range, the status and the customer reference.
    const filters = screen.getByRole('search', { name: 'Online registration monitoring search' });
    expect(within(filters).getByRole('textbox', { name: 'From date' })).toBeInTheDocument();
    expect(within(filters).getByRole('combobox', { name: 'Status' })).toHaveTextContent('All');
    expect(within(filters).getByRole('textbox', { name: 'Merchant Customer No.' })).toHaveValue('');
  });

  it('filters failures by status: each row says Error and why', async () => {
    const user = userEvent.setup();
    const { navigation, sentTo } = renderReport(`${PATH}?${YEAR}`);
    await settled();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Error' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(navigation.location).toBe(`${PATH}?${YEAR}&status=9999`));
    await waitFor(() => expect(sentTo(LIST_PATH).at(-1)?.body).toMatchObject({ statusCode: '9999', pageNo: 1 }));
    await settled();
    expect(dataRows().length).toBeGreaterThan(0);
    expect(new Set(columnTexts(6))).toEqual(new Set(['Error']));
    expect(new Set(columnTexts(7))).toEqual(new Set(['System error']));
  });

  it('shows a success without an error description as a dash read as Not set', async () => {
    renderReport(`${PATH}?${YEAR}&status=0000`);
    await settled();
    const first = dataRows()[0]!;
    expect(within(first).getAllByRole('cell')[6]).toHaveTextContent('Success');
    const error = within(first).getAllByRole('cell')[7]!;
    expect(error).toHaveTextContent('—');
    expect(within(error).getByText('Not set')).toBeInTheDocument();
  });

  it('searches a customer reference with Enter, and sorts by status on the server', async () => {
    const user = userEvent.setup();
    const { navigation, sentTo } = renderReport(`${PATH}?${YEAR}`);
    await settled();
    const reference = columnTexts(3)[0]!;
    await user.type(screen.getByRole('textbox', { name: 'Merchant Customer No.' }), `${reference}{Enter}`);
    await waitFor(() => expect(navigation.location).toBe(`${PATH}?custRef=${reference}&${YEAR}`));
    await settled();
    expect(new Set(columnTexts(3))).toEqual(new Set([reference]));

    await user.click(within(screen.getByRole('columnheader', { name: /Status/ })).getByRole('button'));
    await waitFor(() => expect(sentTo(LIST_PATH).at(-1)?.body).toMatchObject({ sortField: 'statusCode', sortDirection: 'asc', customerReference: reference }));
  });

  it('shows Service Unavailable with Retry when the API does not answer', async () => {
    renderPortal(<OnlineRegistrationMonitoringScreen />, { path: PATH, sandbox: { url: 'http://127.0.0.1:9', tokens } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The report could not be loaded: Service Unavailable');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('OnlineRegistrationMonitoringScreen in Thai', () => {
  it('names the statuses and the columns in Thai', async () => {
    renderPortal(<OnlineRegistrationMonitoringScreen />, { path: `${PATH}?${YEAR}&status=0003`, locale: 'th', sandbox: { url, tokens } });
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES_TH['page.reports.monitoring'] })).toBeInTheDocument();
    const registrations = screen.getByRole('table', { name: MESSAGES_TH['registrationReport.monitoringCaption'] });
    await waitFor(() => expect(registrations).not.toHaveAttribute('aria-busy'));
    const rows = within(registrations).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(within(rows[0]!).getAllByRole('cell')[6]).toHaveTextContent(MESSAGES_TH['registrationStatus.0003']);
    expect(within(registrations).getAllByRole('columnheader')[7]).toHaveTextContent(MESSAGES_TH['registrationReport.errorDesc']);
  });
});
