import { lastDaysRange } from '@lego-portal/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectNoSidewaysScroll, expectWithinViewportWidth } from '../../../primitives/data-table/story-checks';
import { errorBody } from '../../../test-support/error-body';
import { FULL_ACCESS_USER } from '../../../test-support/portal-harness';
import { textsOf } from '../../../test-support/story-texts';
import type { SummaryByStatusScreen } from './summary-by-status-screen';
import { bodyRows, chart, current, day, PATH, screenMeta, SUMMARY_ROLE, table, totalOf } from './summary-by-status-story-support';
import { SUMMARY_URL, summaryHandler } from './test-kit/summary-fixtures';

/** The screen: its period, count or amount, the states of the answer, who may see what, a phone. The chart's own stories are in ...-chart.stories.tsx. */
const meta = {
  ...screenMeta,
  title: 'Screens/Reports/SummaryByStatusScreen',
} satisfies Meta<typeof SummaryByStatusScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

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
    // 31 days are taller than the table's box: it scrolls down inside it, a region the keyboard reaches.
    await expect(await canvas.findByRole('region', { name: t('summaryReport.tableCaption') })).toHaveAttribute('tabindex', '0');
    await expect(await chart(canvasElement, t)).toBeVisible();
    // The totals above are the table's total row.
    const footer = within(rows.querySelector('tfoot')!).getAllByRole('cell');
    await expect(footer.at(-2)).toHaveTextContent(totalOf(canvasElement, t)!);
    const segment = canvas.getByRole('link', { name: t('summaryReport.openStatus', { status: t('transactionStatus.1002'), day: day(toDate) }) });
    const today = toDate.slice(0, 8);
    await expect(segment).toHaveAttribute('href', `/reports/transactions/online?from=${today}000000&status=1002&to=${today}235959`);
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
    await expect(current.navigation.location).toContain('measure=amount');
    await expect(canvas.getByRole('radio', { name: t('summaryReport.amount') })).toBeChecked();
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
    const region = canvas.getByRole('region', { name: t('summaryReport.tableCaption') });
    await expectWithinViewportWidth(region);
    await expectWithinViewportWidth(canvas.getByRole('button', { name: t('summaryReport.download') }));
    // Wider than the phone: it scrolls in its own box, which says so (the contract of issue 30).
    await waitFor(() => expect(region).toHaveAttribute('data-overflowing'));
    await expect(canvas.getByText(t('table.scrollForMore'))).toBeVisible();
    // A day and its figures are 24x24 px targets: the full-size equivalents of the chart's bars.
    const [first] = bodyRows(canvasElement);
    for (const link of within(first!).getAllByRole('link')) {
      const box = link.getBoundingClientRect();
      await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }
  },
};
