import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalFrame } from '../../../frame';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../../test-support/portal-harness';
import { textsOf } from '../../../test-support/story-texts';
import { csvStreamAnswer, fakeSavePicker } from '../test-kit/csv-story-kit';
import { REPORT_STAFF_USER } from '../test-kit/report-users';
import { STORY_TRANSACTIONS, transactionListHandler } from '../test-kit/transaction-fixtures';
import { TransactionReportScreen } from '../transaction-report-screen';

const DOWNLOAD_URL = '/api/lego-report/ext/transaction/download';
const FILENAME = 'transaction_online_20261120_20261120.csv';
const HEADER = 'Transaction No.,Created Date Time,Amount,Status\r\n';
const line = (row: (typeof STORY_TRANSACTIONS)[number]) => `${row.txnNumber},${row.createdDateTime},${(row.amount ?? 0).toFixed(2)},${row.statusCode}\r\n`;
/** A CSV answer: the header and `rows`, then the end, or (`endless`) a stream that never ends. */
const csvAnswer = (rows: typeof STORY_TRANSACTIONS, options?: { endless?: boolean }) => csvStreamAnswer(HEADER + rows.map(line).join(''), FILENAME, options);

const meta = {
  title: 'Screens/Reports/CsvExport',
  component: TransactionReportScreen,
  args: { mode: 'online' },
  beforeEach: fakeSavePicker,
  parameters: {
    msw: { handlers: [transactionListHandler(), http.post(DOWNLOAD_URL, () => csvAnswer(STORY_TRANSACTIONS))] },
    initialPath: '/reports/transactions/online?merchantId=1000000001',
  },
  render: (args, { parameters }) => (
    <PortalHarness session={staticSession((parameters.user as typeof FULL_ACCESS_USER | undefined) ?? FULL_ACCESS_USER)} initialPath={parameters.initialPath as string}>
      <PortalFrame>
        <TransactionReportScreen {...args} />
      </PortalFrame>
    </PortalHarness>
  ),
} satisfies Meta<typeof TransactionReportScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the report's first page, then clicks Export CSV. */
async function startExport(canvasElement: HTMLElement, locale: unknown) {
  const canvas = within(canvasElement);
  const t = textsOf(locale);
  await waitFor(() => expect(canvas.getByText(t('table.showing', { first: 1, last: 25, total: 60 }))).toBeVisible());
  // Read before the click: a modal confirm hides the rest of the page from the accessibility tree.
  const footer = canvas.getByRole('contentinfo');
  await userEvent.click(canvas.getByRole('button', { name: t('csvExport.exportCsv') }));
  return { canvas, t, footer };
}

/** A merchant filter set: the export starts at once and ends with the rows saved and the file's name. */
export const Saved: Story = {
  play: async ({ canvasElement, globals }) => {
    const { canvas, t } = await startExport(canvasElement, globals.locale);
    await expect(await canvas.findByText(t('csvExport.saved', { rows: 60, filename: FILENAME }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('csvExport.exportCsv') })).toBeEnabled();
  },
};

/** While the rows stream in: the footer's spinner, the rows received so far and Cancel; Export is busy. */
export const Exporting: Story = {
  parameters: { msw: { handlers: [transactionListHandler(), http.post(DOWNLOAD_URL, () => csvAnswer(STORY_TRANSACTIONS.slice(0, 3), { endless: true }))] } },
  play: async ({ canvasElement, globals }) => {
    const { canvas, t, footer } = await startExport(canvasElement, globals.locale);
    await expect(within(footer).getByRole('status', { name: t('frame.downloading') })).toBeVisible();
    await expect(await within(footer).findByText(t('frame.downloadRows', { rows: 3 }))).toBeVisible();
    await expect(within(footer).getByRole('button', { name: t('frame.cancelDownload') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('csvExport.exportCsv') })).toHaveAttribute('data-loading');
  },
};

/** Cancel in the footer stops the export at once and says so. */
export const Cancelled: Story = {
  parameters: Exporting.parameters,
  play: async ({ canvasElement, globals }) => {
    const { canvas, t, footer } = await startExport(canvasElement, globals.locale);
    await userEvent.click(await within(footer).findByRole('button', { name: t('frame.cancelDownload') }));
    await expect(await canvas.findByText(t('csvExport.cancelled'))).toBeVisible();
    await expect(within(footer).queryByRole('button', { name: t('frame.cancelDownload') })).not.toBeInTheDocument();
  },
};

/** Staff, no merchant filter: the spec's 'Export a large file' confirm comes first. */
export const ConfirmLargeFile: Story = {
  // Staff: a merchant user's export always names its own merchant, so it never asks.
  parameters: { initialPath: '/reports/transactions/online', user: REPORT_STAFF_USER },
  play: async ({ canvasElement, globals }) => {
    const { t } = await startExport(canvasElement, globals.locale);
    const dialog = await within(document.body).findByRole('alertdialog', { name: t('csvExport.largeExportTitle') });
    await expect(dialog).toHaveTextContent(t('csvExport.largeExportCount', { rows: 60 }));
    await expect(within(dialog).getByRole('button', { name: t('label.confirm') })).toBeVisible();
  },
};

/** A range over 30 days (from a link): the spec's message, nothing sent. */
export const RangeTooLong: Story = {
  parameters: { initialPath: '/reports/transactions/online?merchantId=1000000001&from=20261020000000&to=20261120235959' },
  play: async ({ canvasElement, globals }) => {
    const { canvas, t } = await startExport(canvasElement, globals.locale);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('csvExport.rangeTooLong'));
  },
};

/** The server refuses: its message. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        transactionListHandler(),
        http.post(DOWNLOAD_URL, () =>
          HttpResponse.json({ validationMessages: [{ code: 'E503', message: 'Report service busy', description: 'The report service is busy. Please try again later.' }] }, { status: 400 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const { canvas, t } = await startExport(canvasElement, globals.locale);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('csvExport.failed', { reason: 'The report service is busy. Please try again later.' }));
  },
};

/** No answer at all (gateway down): the synthetic 503 'Service Unavailable'. */
export const ServiceUnavailable: Story = {
  parameters: { msw: { handlers: [transactionListHandler(), http.post(DOWNLOAD_URL, () => HttpResponse.error())] } },
  play: async ({ canvasElement, globals }) => {
    const { canvas, t } = await startExport(canvasElement, globals.locale);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('csvExport.failed', { reason: t('common.serviceUnavailable') }));
  },
};
