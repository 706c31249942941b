import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectNoSidewaysScroll } from '../../../primitives/data-table/story-checks';
import { FULL_ACCESS_USER } from '../../../test-support/portal-harness';
import { textsOf } from '../../../test-support/story-texts';
import type { SummaryByStatusScreen } from './summary-by-status-screen';
import { buildSummarySeries } from './summary-series';
import { chart, current, day, MONTH, PATH, screenMeta, SUMMARY_ROLE, table } from './summary-by-status-story-support';
import { answerSummary, SPIKE_DAYS_BEFORE_END, summaryHandler } from './test-kit/summary-fixtures';

/** The screen's chart: its text alternative, hovering, the keyboard, a year of days, and days without links. */
const meta = {
  ...screenMeta,
  title: 'Screens/Reports/SummaryByStatusScreen/Chart',
} satisfies Meta<typeof SummaryByStatusScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const YEAR = { fromDate: '20251126000000', toDate: '20261121235959' };

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
    await expect(current.navigation.location).toBe(`/reports/transactions/online?from=${spike.day}000000&status=1002&to=${spike.day}235959`);
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
