import type { TransactionStatusCode } from '@lego-portal/rules';
import { formatDay } from './summary-format';
import type { SummaryMeasure } from './summary-search';
import type { SummaryFigures, SummarySeries } from './summary-series';
import { totalOf, valueOf } from './summary-series';

/** The texts of the table's header and total row, in the portal's language. */
export interface SummaryCsvTexts {
  day: string;
  total: string;
  successRate: string;
  status: Readonly<Record<TransactionStatusCode, string>>;
}

/**
 * Excel reads a CSV without a byte order mark in the system's code page, which garbles Thai
 * status names; with it, every spreadsheet reads UTF-8.
 */
const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell (RFC 4180): quoted when it holds a comma, quote or line break; a formula start is neutralised. */
function cell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A figure as a spreadsheet reads it: counts whole, amounts with two decimals, no grouping. */
const number = (value: number, measure: SummaryMeasure) => (measure === 'count' ? String(value) : value.toFixed(2));
const rate = (value: number | null) => (value === null ? '' : `${(value * 100).toFixed(1)}%`);

/**
 * The summary table as CSV, exactly as the screen shows it in `measure`: a header (date, one
 * column per status present, total, success rate), one line per day of the period (days without
 * payments too, DD/MM/YYYY) and the period's total line. Lines end with CRLF.
 */
export function summaryCsv(series: SummarySeries, measure: SummaryMeasure, texts: SummaryCsvTexts): string {
  const line = (first: string, figures: SummaryFigures) => [
    first,
    ...series.statuses.map((code) => number(valueOf(figures, code, measure), measure)),
    number(totalOf(figures, measure), measure),
    rate(figures.rate),
  ];
  const lines = [
    [texts.day, ...series.statuses.map((code) => texts.status[code]), texts.total, texts.successRate],
    ...series.days.map((day) => line(formatDay(day.day), day)),
    line(texts.total, series.totals),
  ];
  return BOM + lines.map((cells) => `${cells.map(cell).join(',')}\r\n`).join('');
}
