import type { Meta, StoryObj } from '@storybook/react-vite';
import { lastDaysRange } from '@lego-portal/rules';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../../test-support/portal-harness';
import { textsOf } from '../../../test-support/story-texts';
import { expectNoSidewaysScroll } from '../../../primitives/data-table/story-checks';
import { registrationListHandler } from '../registration-shared/test-kit/story-fixtures';
import { display, registrationReportStories, reportTableOf, rowsOf } from '../registration-shared/test-kit/registration-stories';
import { RegistrationReportScreen } from './registration-report-screen';

const meta = {
  title: 'Screens/Reports/RegistrationReportScreen',
  component: RegistrationReportScreen,
  parameters: { msw: { handlers: [registrationListHandler()] }, initialPath: '/reports/registration' },
  render: (args, { parameters }) => (
    <PortalHarness session={staticSession(FULL_ACCESS_USER)} initialPath={parameters.initialPath as string}>
      <RegistrationReportScreen {...args} />
    </PortalHarness>
  ),
} satisfies Meta<typeof RegistrationReportScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const shared = registrationReportStories({
  caption: 'registrationReport.registrationCaption',
  emptyPath: '/reports/registration?custNo=NOBODY',
  emptyFilter: 'registrationReport.merchantCustNo',
});

const table = reportTableOf('registrationReport.registrationCaption');

/** A desktop, first page: the last 30 days in the date fields, 25 of 60 registrations newest first. */
export const Rows: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(canvas.getByRole('heading', { level: 1, name: t('page.reports.registration') })).toBeVisible();
    const { fromDate, toDate } = lastDaysRange(30);
    await expect(canvas.getByRole('textbox', { name: t('datePicker.fromDate') })).toHaveValue(display(fromDate));
    await expect(canvas.getByRole('textbox', { name: t('datePicker.toDate') })).toHaveValue(display(toDate));
    const registrations = await table(canvasElement, t);
    await waitFor(() => expect(rowsOf(registrations)).toHaveLength(25));
    await expect(within(rowsOf(registrations)[0]!).getAllByRole('cell')[0]).toHaveTextContent('20/11/2026 09:00:00');
    await expect(canvas.getByRole('columnheader', { name: t('registrationReport.createdDateTime') })).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByText(t('table.showing', { first: 1, last: 25, total: 60 }))).toBeVisible();
    await expectNoSidewaysScroll();
  },
};

/** A filtered search that finds nothing: 'No data found' and Clear filters, which does what Reset does. */
export const Empty: Story = shared.Empty;

/** Waiting for the first answer: skeleton rows, the table busy. */
export const Loading: Story = shared.Loading;

/** The server fails: its message, and a Retry that asks again. */
export const ServerError: Story = shared.ServerError;

/** No answer at all (the API is down): the client's synthetic 503, 'Service Unavailable'. */
export const ServiceUnavailable: Story = shared.ServiceUnavailable;

/** Choosing a status and searching asks the server for it and shows only its registrations. */
export const FilteredByStatus: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const registrations = await table(canvasElement, t);
    await waitFor(() => expect(rowsOf(registrations)).toHaveLength(25));
    await userEvent.click(canvas.getByRole('combobox', { name: t('registrationReport.status') }));
    await userEvent.click(await screen.findByRole('option', { name: t('registrationStatus.9999') }));
    await userEvent.click(canvas.getByRole('button', { name: t('label.search') }));
    await waitFor(() => expect(canvas.getByText(t('table.showing', { first: 1, last: 6, total: 6 }))).toBeVisible());
  },
};

/** A phone: a card per registration, the filters stacked; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const registrations = await table(canvasElement, t);
    await waitFor(() => expect(rowsOf(registrations)).toHaveLength(25));
    await expect(within(rowsOf(registrations)[0]!).getByText('CUST00100')).toBeVisible();
    await expectNoSidewaysScroll();
  },
};
