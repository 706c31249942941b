import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../../test-support/portal-harness';
import { listStateStories } from '../../../test-support/list-state-stories';
import { textsOf, type StoryTexts } from '../../../test-support/story-texts';
import { expectNoSidewaysScroll, expectWithinViewportWidth } from '../../../primitives/data-table/story-checks';
import { STORY_TRANSACTIONS, TRANSACTION_LIST_URL, transactionListHandler } from '../test-kit/transaction-fixtures';
import { TransactionReportScreen } from './transaction-report-screen';

const SCHEDULED_ONLY = { ...FULL_ACCESS_USER, roles: ['DD_REPORT_TRANSACTION_RECURRING'] };

const meta = {
  title: 'Screens/Reports/TransactionReportScreen',
  component: TransactionReportScreen,
  args: { mode: 'online' },
  parameters: { msw: { handlers: [transactionListHandler()] }, initialPath: '/reports/transactions/online', user: FULL_ACCESS_USER },
  render: (args, { parameters }) => (
    <PortalHarness session={staticSession(parameters.user as typeof FULL_ACCESS_USER)} initialPath={parameters.initialPath as string}>
      <TransactionReportScreen {...args} />
    </PortalHarness>
  ),
} satisfies Meta<typeof TransactionReportScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement, t: StoryTexts) => within(canvasElement).findByRole('table', { name: t('transactionReport.caption') });
const rowsOf = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('tbody tr')];
/** The texts of one column's cells, by the column's id (columns that give way on a laptop shift positions). */
const cellTexts = (element: HTMLElement, column: string) => rowsOf(element).map((row) => row.querySelector(`td[data-column-id="${column}"]`)?.textContent);

/** First page: 25 of 60, newest first, amounts with two decimals, status badges, the mode switch. */
export const Rows: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(canvas.getByRole('heading', { level: 1, name: t('reportTitle.transactionReport') })).toBeVisible();
    const rows = await table(canvasElement, t);
    await waitFor(() => expect(rowsOf(rows)).toHaveLength(25));
    const first = STORY_TRANSACTIONS[0]!;
    await expect(canvas.getByRole('link', { name: first.txnNumber })).toHaveAttribute('href', `/reports/transactions/view/${first.txnNumber}`);
    await expect(cellTexts(rows, 'createdDateTime')[0]).toBe('20/11/2026 23:50:00');
    await expect(cellTexts(rows, 'amount')[0]).toBe('1,000.00');
    await expect(cellTexts(rows, 'statusCode')[0]).toBe(t('transactionStatus.1000'));
    // No customer number: a dash, read as 'None'.
    await expect(within(rowsOf(rows)[6]!).getAllByRole('cell')[3]).toHaveAccessibleName(t('control.notSet'));
    await expect(canvas.getByText(t('table.showing', { first: 1, last: 25, total: 60 }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('transactionReport.online') })).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * In the Buddhist era (issue 32): the rows and the date-time filters show 2569 for 2026, and a
 * day typed in B.E. searches the same Gregorian timestamps (the link keeps `YYYYMMDDHHmmss`).
 */
export const BuddhistEra: Story = {
  parameters: { initialPath: '/reports/transactions/online?from=20261101000000&to=20261127235959' },
  render: (args, { parameters }) => (
    <PortalHarness session={staticSession(parameters.user as typeof FULL_ACCESS_USER)} initialPath={parameters.initialPath as string} calendar="buddhist">
      <TransactionReportScreen {...args} />
    </PortalHarness>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const rows = await table(canvasElement, t);
    await waitFor(() => expect(rowsOf(rows)).toHaveLength(25));
    await expect(cellTexts(rows, 'createdDateTime')[0]).toBe('20/11/2569 23:50:00');
    const from = canvas.getByRole('textbox', { name: t('transactionReport.fromDate') });
    await expect(from).toHaveValue('01/11/2569 00:00:00');
    await expect(from).toHaveAccessibleDescription(t('calendar.buddhistDateTimeHint'));
    await expect(canvas.getByRole('textbox', { name: t('transactionReport.toDate') })).toHaveValue('27/11/2569 23:59:59');
    await userEvent.clear(from);
    await userEvent.type(from, '15/11/2569 00:00:00');
    await userEvent.click(canvas.getByRole('button', { name: t('label.search') }));
    await waitFor(() => expect(from).toHaveValue('15/11/2569 00:00:00'));
    await expect(canvas.queryByText(t('transactionSearch.fromInvalid'))).toBeNull();
  },
};

/** Ticking two statuses and searching shows only those. */
export const FilteredByStatus: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const rows = await table(canvasElement, t);
    await waitFor(() => expect(rowsOf(rows)).toHaveLength(25));
    await userEvent.click(canvas.getByRole('checkbox', { name: t('transactionStatus.1002') }));
    await userEvent.click(canvas.getByRole('checkbox', { name: t('transactionStatus.9999') }));
    await userEvent.click(canvas.getByRole('button', { name: t('label.search') }));
    await waitFor(() => expect(canvas.getByText(t('table.showing', { first: 1, last: 12, total: 12 }))).toBeVisible());
    const shown = new Set(cellTexts(rows, 'statusCode'));
    await expect([...shown].sort()).toEqual([t('transactionStatus.1002'), t('transactionStatus.9999')].sort());
  },
};

/** Dates that break the rules (from a link): the messages at the fields, nothing asked. */
export const DateErrors: Story = {
  parameters: { initialPath: '/reports/transactions/online?from=20260302000000&to=20260301000000' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(await canvas.findByText(t('transactionSearch.fromAfterTo'))).toBeVisible();
    await expect(canvas.getByLabelText(t('transactionReport.fromDate'))).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(t('common.noDataFound'))).toBeVisible();
  },
};

/** Page 2 sorted by amount from the URL (back from a detail). */
export const PageTwoSorted: Story = {
  parameters: { initialPath: '/reports/transactions/online?page=2&sort=amount&dir=asc' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(await canvas.findByText(t('table.showing', { first: 26, last: 50, total: 60 }))).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: t('transactionReport.amount') })).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('link', { name: STORY_TRANSACTIONS[25]!.txnNumber })).toBeVisible();
  },
};

/** Nothing matches: 'No data found' and Clear filters, which brings the default search back. */
export const Empty: Story = {
  parameters: { initialPath: '/reports/transactions/online?txnNumber=NOPE' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(await canvas.findByText(t('common.noDataFound'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('table.clearFilters') }));
    await expect(canvas.getByRole('textbox', { name: t('transactionReport.txnNumber') })).toHaveValue('');
    await waitFor(async () => expect(rowsOf(await table(canvasElement, t))).toHaveLength(25));
  },
};

const states = listStateStories({ url: TRANSACTION_LIST_URL, caption: 'transactionReport.caption', loadFailed: 'transactionReport.loadFailed' });

/** Waiting for the first answer: skeleton rows, the table busy. */
export const Loading: Story = states.Loading;

/** The server fails: its message and a Retry that asks again. */
export const ServerError: Story = states.ServerError;

/** No answer at all (gateway down): the client's synthetic 503 'Service Unavailable'. */
export const ServiceUnavailable: Story = states.ServiceUnavailable;

/** A user holding only the scheduled role: the scheduled report, no mode switch. */
export const ScheduledOnly: Story = {
  args: { mode: 'scheduled' },
  parameters: { initialPath: '/reports/transactions/scheduled', user: SCHEDULED_ONLY },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await waitFor(async () => expect(rowsOf(await table(canvasElement, t))).toHaveLength(25));
    await expect(canvas.queryByRole('link', { name: t('transactionReport.online') })).not.toBeInTheDocument();
  },
};

const phone = { viewport: { value: 'phone' } };

/** A phone: a card per transaction, the status beside the number; nothing scrolls sideways. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const rows = await table(canvasElement, t);
    await waitFor(() => expect(rowsOf(rows)).toHaveLength(25));
    await expectNoSidewaysScroll();
    const first = rowsOf(rows)[0]!;
    await expect(within(first).getByRole('link', { name: STORY_TRANSACTIONS[0]!.txnNumber })).toBeVisible();
    await expectWithinViewportWidth(within(first).getByText(t('transactionStatus.1000')));
  },
};

/** A desktop: the table with its sortable headers; a click on Amount sorts on the server. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const rows = await table(canvasElement, t);
    await waitFor(() => expect(rowsOf(rows)).toHaveLength(25));
    const amount = canvas.getByRole('columnheader', { name: t('transactionReport.amount') });
    await userEvent.click(within(amount).getByRole('button'));
    await waitFor(() => expect(amount).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(cellTexts(rows, 'amount')[0]).toBe('1,000.00'));
    await expectNoSidewaysScroll();
  },
};
