import type { Schemas } from '@lego-portal/api-client';
import type { TransactionStatusCode } from '@lego-portal/rules';
import type { CalendarDate } from '@lego-portal/rules';
import { addDays, formatCompactDate, parseTimestamp } from '@lego-portal/rules';
import type { SummaryMeasure } from './summary-search';
import { FAILURE_STATUSES, STATUS_STACK, SUCCESS_STATUS } from './summary-statuses';

/** Counts and amounts of a day or a period, by status and in all. */
export interface SummaryFigures {
  counts: Partial<Record<TransactionStatusCode, number>>;
  amounts: Partial<Record<TransactionStatusCode, number>>;
  /** Payments of every status. */
  count: number;
  amount: number;
  /** Payments with the success status (1000). */
  success: number;
  /** `success / count`, null when there was no payment (no rate, rather than 0 %). */
  rate: number | null;
}

/** One calendar day of the period (business zone). */
export interface SummaryDay extends SummaryFigures {
  /** `YYYYMMDD`. */
  day: string;
}

/** The summary as the chart, the totals, the table and the CSV show it. */
export interface SummarySeries {
  /** Every day from the first to the last of the range, days without payments included. */
  days: SummaryDay[];
  /** The statuses with at least one payment in the period, in stack (and legend) order. */
  statuses: TransactionStatusCode[];
  totals: SummaryFigures;
  /** The day with most unsuccessful payments (the first of equals), null when there were none. */
  peakFailure: { day: string; count: number } | null;
}

/** Sums amounts in cents, so many two-decimal amounts add up without binary drift. */
const addAmount = (sum: number, amount: number) => Math.round(sum * 100 + amount * 100) / 100;

const emptyFigures = (): SummaryFigures => ({ counts: {}, amounts: {}, count: 0, amount: 0, success: 0, rate: null });

function add(figures: SummaryFigures, code: TransactionStatusCode, count: number, amount: number): void {
  figures.counts[code] = (figures.counts[code] ?? 0) + count;
  figures.amounts[code] = addAmount(figures.amounts[code] ?? 0, amount);
  figures.count += count;
  figures.amount = addAmount(figures.amount, amount);
  if (code === SUCCESS_STATUS) figures.success += count;
  figures.rate = figures.count > 0 ? figures.success / figures.count : null;
}

/** The calendar days from the day of `fromDate` to the day of `toDate` (stored timestamps), `YYYYMMDD` each. */
export function daysOf(fromDate: string, toDate: string): string[] {
  const from = parseTimestamp(fromDate);
  const to = parseTimestamp(toDate);
  if (!from || !to) return [];
  const last = formatCompactDate(to);
  const days: string[] = [];
  // The rules allow at most 360 days; the bound only guards against a range they would refuse.
  for (let date: CalendarDate = from, n = 0; n <= 400; date = addDays(date, 1), n++) {
    const day = formatCompactDate(date);
    if (day > last) break;
    days.push(day);
  }
  return days;
}

/**
 * Builds the dense series of a sparse summary answer (rows only for days and statuses with
 * payments): every day of `fromDate`..`toDate` with its figures, the statuses present, the
 * period's totals and the worst day for failures. Rows of days outside the range are ignored.
 */
export function buildSummarySeries(rows: readonly Schemas['TransactionSummaryRow'][], fromDate: string, toDate: string): SummarySeries {
  const days = daysOf(fromDate, toDate).map((day): SummaryDay => ({ day, ...emptyFigures() }));
  const byDay = new Map(days.map((entry) => [entry.day, entry]));
  const totals = emptyFigures();
  for (const row of rows) {
    const day = byDay.get(row.day);
    if (!day) continue;
    add(day, row.statusCode, row.count, row.amount);
    add(totals, row.statusCode, row.count, row.amount);
  }
  let peakFailure: SummarySeries['peakFailure'] = null;
  for (const day of days) {
    const failed = FAILURE_STATUSES.reduce((sum, code) => sum + (day.counts[code] ?? 0), 0);
    if (failed > 0 && failed > (peakFailure?.count ?? 0)) peakFailure = { day: day.day, count: failed };
  }
  const statuses = STATUS_STACK.filter((code) => (totals.counts[code] ?? 0) > 0);
  return { days, statuses, totals, peakFailure };
}

/** A status's figure in `measure` (0 when it had no payment). */
export function valueOf(figures: SummaryFigures, code: TransactionStatusCode, measure: SummaryMeasure): number {
  return (measure === 'count' ? figures.counts[code] : figures.amounts[code]) ?? 0;
}

/** The figures' total in `measure`. */
export function totalOf(figures: SummaryFigures, measure: SummaryMeasure): number {
  return measure === 'count' ? figures.count : figures.amount;
}
