import type { PortalLocale } from '@lego-portal/rules';
import { formatAmount, formatDisplayDate } from '@lego-portal/rules';
import type { SummaryMeasure } from './summary-search';

const formats = new Map<string, Intl.NumberFormat>();

/** A locale's number format, made once (building an Intl format costs more than using it). */
function numberFormat(locale: PortalLocale, kind: 'count' | 'rate' | 'percent' | 'compact'): Intl.NumberFormat {
  const key = `${locale}:${kind}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions =
      kind === 'rate'
        ? { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }
        : kind === 'percent'
          ? { style: 'percent', maximumFractionDigits: 0 }
          : kind === 'compact'
          ? { notation: 'compact', maximumFractionDigits: 1 }
          : { maximumFractionDigits: 0 };
    format = new Intl.NumberFormat(locale === 'th' ? 'th-TH' : 'en-US', options);
    formats.set(key, format);
  }
  return format;
}

/** A number of payments, grouped by thousands (`1,234`). */
export const formatCount = (value: number, locale: PortalLocale) => numberFormat(locale, 'count').format(value);

/** A success rate (0..1) with one decimal (`87.5%`); a dash when there was no payment to rate. */
export const formatRate = (rate: number | null, locale: PortalLocale) => (rate === null ? '–' : numberFormat(locale, 'rate').format(rate));

/** A rate axis tick, whole percents (`80%`). */
export const formatPercentTick = (rate: number, locale: PortalLocale) => numberFormat(locale, 'percent').format(rate);

/** A figure in `measure`: a count, or an amount with two decimals (spec section 9). */
export const formatMeasure = (value: number, measure: SummaryMeasure, locale: PortalLocale) =>
  measure === 'count' ? formatCount(value, locale) : formatAmount(value, locale);

/** An axis tick: short for large amounts (`1.2M`), so the axis keeps its width. */
export const formatTick = (value: number, measure: SummaryMeasure, locale: PortalLocale) =>
  measure === 'count' && value < 10_000 ? formatCount(value, locale) : numberFormat(locale, 'compact').format(value);

/**
 * A summary day (`YYYYMMDD`) as the spec writes dates, `DD/MM/YYYY` in Gregorian years: for the
 * CSV, which keeps the spec's format in every era. The screen shows days with `useDateFormat`.
 */
export const formatDay = (day: string) => formatDisplayDate(day);

/** A summary day as a short axis label, `DD/MM`. */
export const formatShortDay = (day: string) => `${day.slice(6, 8)}/${day.slice(4, 6)}`;
