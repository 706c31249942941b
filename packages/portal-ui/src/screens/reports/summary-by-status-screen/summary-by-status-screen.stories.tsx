import { formatDisplayDate, lastDaysRange } from '@lego-portal/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectNoSidewaysScroll, expectWithinViewportWidth } from '../../../primitives/data-table/story-checks';
import type { MemoryNavigation } from '../../../provider/memory-navigation';
import { createMemoryNavigation } from '../../../provider/memory-navigation';
import { errorBody } from '../../../test-support/error-body';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../../test-support/portal-harness';
import { textsOf, type StoryTexts } from '../../../test-support/story-texts';
import { buildSummarySeries } from './summary-series';
import { SummaryByStatusScreen } from './summary-by-status-screen';
import { answerSummary, SPIKE_DAYS_BEFORE_END, SUMMARY_URL, summaryHandler } from './test-kit/summary-fixtures';

const PATH = '/reports/summary-by-status';
const SUMMARY_ROLE = 'DD_REPORT_SUMMARY_PAYMENT_STATUS';
const USER = { ...FULL_ACCESS_USER, roles: [...FULL_ACCESS_USER.roles, SUMMARY_ROLE] };
/** 30 days ending on the stories' Saturday 21/11/2026, as a link would give them. */
const MONTH = { fromDate: '20261023000000', toDate: '20261121235959' };
const MONTH_PATH = `${PATH}?from=${MONTH.fromDate}&to=${MONTH.toDate}`;
const YEAR = { fromDate: '20251126000000', toDate: '20261121235959' };
// The navigation of the story being shown, so a play function can check where a link went.
let navigation: MemoryNavigation = createMemoryNavigation();

const meta = {
  title: 'Screens/Reports/SummaryByStatusScreen',
  component: SummaryByStatusScreen,
  parameters: { msw: { handlers: [summaryHandler()] }, initialPath: MONTH_PATH, user: USER },
  beforeEach: ({ parameters }) => {
    navigation = createMemoryNavigation(parameters.initialPath as string);
  },
  render: (args, { parameters }) => (
    <PortalHarness session={staticSession(parameters.user as typeof USER)} navigation={navigation}>
      <SummaryByStatusScreen {...args} />
    </PortalHarness>
  ),
} satisfies Meta<typeof SummaryByStatusScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const day = (stamp: string) => formatDisplayDate(stamp.slice(0, 8));
const table = (canvasElement: HTMLElement, t: StoryTexts) => within(canvasElement).findByRole('table', { name: t('summaryReport.tableCaption') });
const bodyRows = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('tbody tr')];
const chart = (canvasElement: HTMLElement, t: StoryTexts) => within(canvasElement).findByRole('group', { name: t('summaryReport.chartTitle') });
const totalOf = (canvasElement: HTMLElement, t: StoryTexts) =>
  within(within(canvasElement).getByRole('region', { name: t('summaryReport.totals') }))
    .getAllByRole('term')
    .find((term) => term.textContent === t('summaryReport.total'))!.nextElementSibling!.textContent;

/** The default: the last 30 days (31 calendar days up to today), the chart, totals and table agree. */
export const LastThirtyDays: Story = {
  parameters: { initialPath: PATH },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(canvas.getByRole('heading', { level: 1, name: t('summaryReport.heading') })).toBeVisible();
    const rows = await table(canvasElement, t);
    const { fromDate, toDate } = lastDaysRange(30, { timeZone: 'Asia/Bangkok' });
    await expect(bodyRows(rows)).toHaveLength(31);
    await expect(within(bodyRows(rows)[0]!).getByRole('rowheader')).toHaveTextContent(day(fromDate));
    await expect(await chart(canvasElement, t)).toBeVisible();
    // The totals above are the table's total row.
    const footer = within(rows.querySelector('tfoot')!).getAllByRole('cell');
    await expect(footer.at(-2)).toHaveTextContent(totalOf(canvasElement, t)!);
    const segment = canvas.getByRole('link', { name: t('summaryReport.openStatus', { status: t('transactionStatus.1002'), day: day(toDate) }) });
    const today = toDate.slice(0, 8);
    await expect(segment).toHaveAttribute('href', `/reports/transactions/online?from=${today}000000&status=1002&to=${today}235959`);
  },
};

/**
 * A failure spike: the text alternative names the day, and its Payment Failed segment opens the
 * transaction report on that day with that status.
 */
export const FailureSpike: Story = {
  parameters: { msw: { handlers: [summaryHandler('spike')] } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const series = buildSummarySeries(answerSummary({ mode: 'online', ...MONTH }, 'spike').summary.rows, MONTH.fromDate, MONTH.toDate);
    const spike = series.days.at(-1 - SPIKE_DAYS_BEFORE_END)!;
    await expect(series.peakFailure?.day).toBe(spike.day);
    await expect(await canvas.findByText(t('summaryReport.chartPeak', { day: day(spike.day), count: series.peakFailure!.count }), { exact: false })).toBeVisible();
    const segment = canvas.getByRole('link', { name: t('summaryReport.openStatus', { status: t('transactionStatus.1002'), day: day(spike.day) }) });
    await userEvent.click(segment);
    await expect(navigation.location).toBe(`/reports/transactions/online?from=${spike.day}000000&status=1002&to=${spike.day}235959`);
  },
};

/** Count or amount: the toggle redraws totals, chart and table in amounts and keeps it in the URL. */
export const CountOrAmount: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const rows = await table(canvasElement, t);
    await expect(totalOf(canvasElement, t)).toMatch(/^[\d,]+$/);
    await userEvent.click(canvas.getByRole('radio', { name: t('summaryReport.amount') }));
    await waitFor(() => expect(totalOf(canvasElement, t)).toMatch(/^[\d,]+\.\d{2}$/));
    await expect(within(bodyRows(rows)[0]!).getAllByRole('cell')[0]).toHaveTextContent(/\.\d{2}$/);
    await expect(navigation.location).toContain('measure=amount');
    await expect(canvas.getByRole('radio', { name: t('summaryReport.amount') })).toBeChecked();
  },
};

/** Hovering a bar shows that day's figures; leaving hides them. */
export const HoverShowsTheDay: Story = {
  play: async ({ canvasElement, globals }) => {
    // One pointer for the whole story, so moving away leaves the bar it was on.
    const user = userEvent.setup();
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await chart(canvasElement, t);
    const last = day(MONTH.toDate);
    await user.hover(canvas.getByRole('link', { name: t('summaryReport.openStatus', { status: t('transactionStatus.1000'), day: last }) }));
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveTextContent(last);
    await expect(tooltip).toHaveTextContent(t('summaryReport.successRate'));
    await user.hover(canvas.getByRole('heading', { level: 1 }));
    await waitFor(() => expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/**
 * The keyboard: the chart is one tab stop (the latest day); the arrow keys move between days and
 * up a day's stack, and focus shows the day's figures as the focused link's description.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await chart(canvasElement, t);
    const totals = within(canvas.getByRole('region', { name: t('summaryReport.totals') })).getAllByRole('link');
    totals.at(-1)!.focus();
    await userEvent.tab();
    const last = day(MONTH.toDate);
    await expect(document.activeElement).toHaveAccessibleName(t('summaryReport.openDay', { day: last }));
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(last);
    await userEvent.keyboard('{ArrowLeft}');
    const before = day('20261120');
    await expect(document.activeElement).toHaveAccessibleName(t('summaryReport.openDay', { day: before }));
    await userEvent.keyboard('{ArrowUp}');
    await expect(document.activeElement).toHaveAccessibleName(t('summaryReport.openStatus', { status: t('transactionStatus.1000'), day: before }));
    await expect(document.activeElement).toHaveAccessibleDescription(new RegExp(before.replaceAll('/', '\\/')));
    await userEvent.keyboard('{Home}');
    await expect(document.activeElement).toHaveAccessibleName(t('summaryReport.openStatus', { status: t('transactionStatus.1000'), day: day(MONTH.fromDate) }));
    // One tab stop: Tab leaves the chart for the table.
    await userEvent.tab();
    await expect(document.activeElement).toBe(canvas.getByRole('region', { name: t('summaryReport.tableCaption') }));
  },
};

/** Only successes: one status in the legend and the table, a success rate of 100 %. */
export const OneStatusOnly: Story = {
  parameters: { msw: { handlers: [summaryHandler('successOnly')] } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const rows = await table(canvasElement, t);
    await expect(within(rows).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      t('summaryReport.day'),
      t('transactionStatus.1000'),
      t('summaryReport.total'),
      t('summaryReport.successRate'),
    ]);
    const totals = within(canvas.getByRole('region', { name: t('summaryReport.totals') }));
    await expect(totals.getAllByRole('link')).toHaveLength(1);
    await expect(totals.getByText('100.0%')).toBeVisible();
  },
};

/** Nothing paid in the period: a clear message, no empty axes, no table. */
export const EmptyPeriod: Story = {
  parameters: { msw: { handlers: [summaryHandler('empty')] } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(await canvas.findByText(t('summaryReport.empty'))).toBeVisible();
    await expect(canvas.getByText(t('summaryReport.emptyHint'))).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('figure')).not.toBeInTheDocument();
  },
};

/**
 * The longest range the rules allow (361 calendar days): thin bars scrolling in their frame,
 * latest first, every day still reachable; the table starts folded and opens on request.
 */
export const ThreeHundredSixtyDays: Story = {
  parameters: {
    initialPath: `${PATH}?from=${YEAR.fromDate}&to=${YEAR.toDate}`,
    // A year is some 1,800 links in the chart. The two slowest rules over them (a second or more
    // each) check what the month's stories check on the same markup: contrast and target spacing.
    a11y: { options: { rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } } } },
  },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    // Plain selectors in the chart: a role query names each of its 1,800 links, seconds a query.
    const link = (name: string) => canvasElement.querySelector<SVGElement>(`a[aria-label="${name}"]`);
    const fold = await canvas.findByText(t('summaryReport.tableToggle', { days: 361 }));
    await waitFor(() => expect(link(t('summaryReport.openDay', { day: day(YEAR.toDate) }))).not.toBeNull());
    const scroller = canvasElement.querySelector<SVGSVGElement>('svg[role=group]')!.parentElement!.parentElement!;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await waitFor(() => expect(scroller.scrollLeft + scroller.clientWidth).toBeGreaterThanOrEqual(scroller.scrollWidth - 1));
    await expectNoSidewaysScroll();
    link(t('summaryReport.openDay', { day: day(YEAR.toDate) }))!.focus();
    const tooltip = canvasElement.querySelector('[role=tooltip]')!;
    await waitFor(() => expect(tooltip).toHaveTextContent(day(YEAR.toDate)));
    await userEvent.keyboard('{Home}');
    await expect(document.activeElement).toBe(link(t('summaryReport.openDay', { day: day(YEAR.fromDate) })));
    await waitFor(() => expect(scroller.scrollLeft).toBeLessThan(20));
    await expect(tooltip).toHaveTextContent(day(YEAR.fromDate));
    // The folded table: every day once opened, gone again once closed.
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(fold);
    await waitFor(() => expect(canvasElement.querySelectorAll('tbody tr')).toHaveLength(361));
    await userEvent.click(fold);
    await waitFor(() => expect(canvas.queryByRole('table')).not.toBeInTheDocument());
  },
};

/** Waiting for the first answer: placeholders, the region busy and saying so. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.post(SUMMARY_URL, () => delay('infinite'))] } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const text = await within(canvasElement).findByText(t('summaryReport.loading'));
    await expect(text).toBeVisible();
    await expect(text.closest('[role=status]')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server fails: its message and a Retry that asks again. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [http.post(SUMMARY_URL, () => HttpResponse.json(errorBody('Internal server error'), { status: 500 }))] } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(t('summaryReport.loadFailed', { reason: 'Internal server error' }));
    await userEvent.click(within(alert).getByRole('button', { name: t('label.retry') }));
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

let asked = 0;
/** Dates that break the rules (from a link): the messages at the fields, nothing asked. */
export const DateErrors: Story = {
  parameters: {
    initialPath: `${PATH}?from=20260302000000&to=20260301000000`,
    msw: { handlers: [summaryHandler('ordinary', () => void asked++)] },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const before = asked;
    await expect(await canvas.findByText(t('transactionSearch.fromAfterTo'))).toBeVisible();
    await expect(canvas.getByLabelText(t('summaryReport.fromDate'))).toHaveAttribute('aria-invalid', 'true');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(asked).toBe(before);
    await expect(canvas.queryByText(t('summaryReport.loading'))).not.toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** A person who may not open the transaction report: the same figures, without links. */
export const WithoutTransactionReport: Story = {
  parameters: { user: { ...FULL_ACCESS_USER, roles: [SUMMARY_ROLE] } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const group = await chart(canvasElement, t);
    await expect(within(group).queryAllByRole('link')).toHaveLength(0);
    await expect(within(await table(canvasElement, t)).queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.getByText(t('summaryReport.chartKeysDays'))).toBeVisible();
    within(group).getByRole('img', { name: day(MONTH.toDate) }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(document.activeElement).toHaveAccessibleName(day('20261120'));
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(day('20261120'));
  },
};

/** A person holding only the scheduled report: the summary opens in scheduled mode and leads there. */
export const ScheduledOnly: Story = {
  parameters: { user: { ...FULL_ACCESS_USER, roles: ['DD_REPORT_TRANSACTION_RECURRING', SUMMARY_ROLE] } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(canvas.getByRole('radio', { name: t('summaryReport.scheduled') })).toBeChecked();
    const totals = within(await canvas.findByRole('region', { name: t('summaryReport.totals') }));
    await expect(totals.getAllByRole('link')[0]!.getAttribute('href')).toMatch(/^\/reports\/transactions\/scheduled\?/);
  },
};

/** A phone: filters, totals, chart and table fit the width; only the chart and the table scroll inside. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await table(canvasElement, t);
    await expectNoSidewaysScroll();
    await expectWithinViewportWidth((await chart(canvasElement, t)).closest('figure')!);
    await expectWithinViewportWidth(canvas.getByRole('region', { name: t('summaryReport.tableCaption') }));
    await expectWithinViewportWidth(canvas.getByRole('button', { name: t('summaryReport.download') }));
  },
};
