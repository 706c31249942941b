import type { Meta, StoryObj } from '@storybook/react-vite';
import { lastDaysRange } from '@lego-portal/rules';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../../test-support/portal-harness';
import { textsOf } from '../../../test-support/story-texts';
import { expectNoSidewaysScroll, expectWithinViewportWidth } from '../../../primitives/data-table/story-checks';
import { registrationListHandler } from '../registration-shared/test-kit/story-fixtures';
import { display, registrationReportStories, reportTableOf, rowsOf } from '../registration-shared/test-kit/registration-stories';
import { OnlineRegistrationMonitoringScreen } from './online-registration-monitoring-screen';

const meta = {
  title: 'Screens/Reports/OnlineRegistrationMonitoringScreen',
  component: OnlineRegistrationMonitoringScreen,
  parameters: { msw: { handlers: [registrationListHandler()] }, initialPath: '/reports/online-registration-monitoring' },
  render: (args, { parameters }) => (
    <PortalHarness session={staticSession(FULL_ACCESS_USER)} initialPath={parameters.initialPath as string}>
      <OnlineRegistrationMonitoringScreen {...args} />
    </PortalHarness>
  ),
} satisfies Meta<typeof OnlineRegistrationMonitoringScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const shared = registrationReportStories({
  caption: 'registrationReport.monitoringCaption',
  emptyPath: '/reports/online-registration-monitoring?custRef=NOBODY',
  emptyFilter: 'registrationReport.customerReference',
});

const table = reportTableOf('registrationReport.monitoringCaption');
// By column (data-column-id): columns of a lower priority may give way to the story's width.
const cell = (row: HTMLElement, column: string) => row.querySelector<HTMLElement>(`td[data-column-id="${column}"]`)!;

/** A desktop: the last 30 days, every column of the monitoring row, statuses as badges, errors described. */
export const Rows: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(canvas.getByRole('heading', { level: 1, name: t('page.reports.monitoring') })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('datePicker.fromDate') })).toHaveValue(display(lastDaysRange(30).fromDate));
    const registrations = await table(canvasElement, t);
    await waitFor(() => expect(rowsOf(registrations)).toHaveLength(25));
    const [success, , , failed] = rowsOf(registrations);
    await expect(cell(success!, 'id')).toHaveTextContent('5000');
    await expect(cell(success!, 'statusCode')).toHaveTextContent(t('registrationStatus.0000'));
    await expect(cell(failed!, 'statusCode')).toHaveTextContent(t('registrationStatus.0003'));
    await expect(cell(failed!, 'errorDesc')).toHaveTextContent('Verification failed');
    await expectNoSidewaysScroll();
  },
};

/** Choosing Error and searching shows only the failed registrations, each with its error. */
export const FilteredByStatus: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const registrations = await table(canvasElement, t);
    await waitFor(() => expect(rowsOf(registrations)).toHaveLength(25));
    await userEvent.click(canvas.getByRole('combobox', { name: t('registrationReport.status') }));
    await userEvent.click(await screen.findByRole('option', { name: t('registrationStatus.9999') }));
    await userEvent.click(canvas.getByRole('button', { name: t('label.search') }));
    await waitFor(() => expect(rowsOf(registrations)).toHaveLength(6));
    for (const row of rowsOf(registrations)) await expect(cell(row, 'errorDesc')).toHaveTextContent('System error');
  },
};

/** A customer reference nobody has: 'No data found', and Clear filters brings every row back. */
export const Empty: Story = shared.Empty;

/** Waiting for the first answer: skeleton rows, the table busy. */
export const Loading: Story = shared.Loading;

/** The server fails: its message, and a Retry that asks again. */
export const ServerError: Story = shared.ServerError;

/** No answer at all (the API is down): 'Service Unavailable'. */
export const ServiceUnavailable: Story = shared.ServiceUnavailable;

/** A phone: a card per registration with its status badge in view; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const registrations = await table(canvasElement, t);
    await waitFor(() => expect(rowsOf(registrations)).toHaveLength(25));
    await expectWithinViewportWidth(within(rowsOf(registrations)[0]!).getByText(t('registrationStatus.0000')));
    await expectNoSidewaysScroll();
  },
};
