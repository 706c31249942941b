import type { Schemas } from '@lego-portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalFrame } from '../../../../frame';
import type { SessionUser } from '../../../../session/session-types';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../../../test-support/portal-harness';
import { REPORT_STAFF_USER } from '../../test-kit/report-users';
import { textsOf, type StoryTexts } from '../../../../test-support/story-texts';
import { OnlineRegistrationMonitoringScreen } from '../../online-registration-monitoring-screen';
import { csvStreamAnswer, fakeSavePicker } from '../../test-kit/csv-story-kit';
import { registrationListHandler, STORY_REGISTRATIONS } from '../test-kit/story-fixtures';

const DOWNLOAD_URL = '/api/lego-report/ext/registration/download';
const FILENAME = 'online_registration_monitoring_20261021_20261120.csv';
const HEADER = 'ID,Created Date Time,Merchant Reference,Customer Reference,Other Reference,Customer Account No.,Status,Error Description\r\n';
const line = (row: (typeof STORY_REGISTRATIONS)[number]) =>
  [row.id, row.createdDateTime, row.merchantReference, row.customerReference, row.otherReference ?? '', row.customerAcctNo, row.statusDesc, row.errorDesc ?? ''].join(',') + '\r\n';

/**
 * The server's CSV of the monitoring rows: the header and `rows`, then the end, or (`endless`) a
 * stream that never ends. Anything but the ONLINE flag is refused, as the wrong report would be.
 */
function csvHandler(rows = STORY_REGISTRATIONS, { endless = false } = {}) {
  return http.post(DOWNLOAD_URL, async ({ request }) => {
    const { registrationCriteria } = (await request.json()) as Schemas['RegistrationDownloadRequest'];
    if (registrationCriteria.customerRegFlag !== 'ONLINE') return HttpResponse.json({ validationMessages: [{ code: 'E400', message: 'Wrong report' }] }, { status: 400 });
    return csvStreamAnswer(HEADER + rows.map(line).join(''), FILENAME, { endless });
  });
}

const meta = {
  title: 'Screens/Reports/RegistrationCsvExport',
  component: OnlineRegistrationMonitoringScreen,
  beforeEach: fakeSavePicker,
  parameters: {
    msw: { handlers: [registrationListHandler(), csvHandler()] },
    initialPath: '/reports/online-registration-monitoring',
  },
  render: (args, { parameters }) => (
    // Bank staff by default: no merchant of their own, so a monitoring export is a large one.
    <PortalHarness session={staticSession((parameters.user as SessionUser | undefined) ?? REPORT_STAFF_USER)} initialPath={parameters.initialPath as string}>
      <PortalFrame>
        <OnlineRegistrationMonitoringScreen {...args} />
      </PortalFrame>
    </PortalHarness>
  ),
} satisfies Meta<typeof OnlineRegistrationMonitoringScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the report's first page, then clicks Export CSV. */
async function startExport(canvasElement: HTMLElement, t: StoryTexts) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByText(t('table.showing', { first: 1, last: 25, total: 60 }))).toBeVisible());
  // Read before the click: the modal confirm hides the rest of the page from the accessibility tree.
  const footer = canvas.getByRole('contentinfo');
  await userEvent.click(canvas.getByRole('button', { name: t('csvExport.exportCsv') }));
  return { canvas, footer };
}

/** Monitoring has no merchant filter, so a staff export asks 'Export a large file' first, naming the rows. */
export const ConfirmLargeFile: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await startExport(canvasElement, t);
    const dialog = await within(document.body).findByRole('alertdialog', { name: t('csvExport.largeExportTitle') });
    await expect(dialog).toHaveTextContent(t('csvExport.largeExportCount', { rows: 60 }));
    await expect(within(dialog).getByRole('button', { name: t('label.confirm') })).toBeVisible();
  },
};

/** Confirmed: every online registration of the search saved, the rows and the file named beside the button. */
export const Saved: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const { canvas } = await startExport(canvasElement, t);
    await userEvent.click(within(await within(document.body).findByRole('alertdialog')).getByRole('button', { name: t('label.confirm') }));
    await expect(await canvas.findByText(t('csvExport.saved', { rows: 60, filename: FILENAME }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('csvExport.exportCsv') })).toBeEnabled();
  },
};

/** A merchant user's export names its own merchant: no confirm, as on the other reports. */
export const MerchantUserAtOnce: Story = {
  parameters: { user: FULL_ACCESS_USER },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const { canvas } = await startExport(canvasElement, t);
    await expect(await canvas.findByText(t('csvExport.saved', { rows: 60, filename: FILENAME }))).toBeVisible();
    await expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/**
 * While the rows stream in: the rows received of the search's total and Cancel beside Export CSV,
 * the footer's spinner (and its rows and Cancel); Export is busy.
 */
export const Exporting: Story = {
  parameters: { msw: { handlers: [registrationListHandler(), csvHandler(STORY_REGISTRATIONS.slice(0, 3), { endless: true })] } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const { canvas, footer } = await startExport(canvasElement, t);
    await userEvent.click(within(await within(document.body).findByRole('alertdialog')).getByRole('button', { name: t('label.confirm') }));
    await expect(await within(footer).findByText(t('frame.downloadRows', { rows: 3 }))).toBeVisible();
    await expect(canvas.getByText(t('csvExport.progress', { rows: 3, total: 60 }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('csvExport.cancel') })).toBeVisible();
    await expect(within(footer).getByRole('status', { name: t('frame.downloading') })).toBeVisible();
    await expect(within(footer).getByRole('button', { name: t('frame.cancelDownload') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('csvExport.exportCsv') })).toHaveAttribute('data-loading');
  },
};

/** Cancel in the footer stops the export at once and says so. */
export const Cancelled: Story = {
  parameters: Exporting.parameters,
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const { canvas, footer } = await startExport(canvasElement, t);
    await userEvent.click(within(await within(document.body).findByRole('alertdialog')).getByRole('button', { name: t('label.confirm') }));
    await userEvent.click(await within(footer).findByRole('button', { name: t('frame.cancelDownload') }));
    await expect(await canvas.findByText(t('csvExport.cancelled'))).toBeVisible();
    await expect(within(footer).queryByRole('button', { name: t('frame.cancelDownload') })).not.toBeInTheDocument();
  },
};

/** A range over 30 days (from a link): the spec's message, no confirm, nothing sent. */
export const RangeTooLong: Story = {
  parameters: { initialPath: '/reports/online-registration-monitoring?from=2026-10-20&to=2026-11-20' },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const { canvas } = await startExport(canvasElement, t);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('csvExport.rangeTooLong'));
    await expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** The server refuses: its message beside the button. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        registrationListHandler(),
        http.post(DOWNLOAD_URL, () =>
          HttpResponse.json({ validationMessages: [{ code: 'E503', message: 'Report service busy', description: 'The report service is busy. Please try again later.' }] }, { status: 400 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const { canvas } = await startExport(canvasElement, t);
    await userEvent.click(within(await within(document.body).findByRole('alertdialog')).getByRole('button', { name: t('label.confirm') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('csvExport.failed', { reason: 'The report service is busy. Please try again later.' }));
  },
};
