/** Amounts are shown with 2 decimals (spec section 9), grouped by thousands, per locale. */
import type { PortalLocale } from '../messages/message-types';

const formats = new Map<PortalLocale, Intl.NumberFormat>();

/** The locale's number format, made once: building an Intl format costs more than using it. */
function amountFormat(locale: PortalLocale): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'th' ? 'th-TH' : 'en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(locale, format);
  }
  return format;
}

/**
 * `1234.5` or `'1234.5'` as `1,234.50` (grouping and decimal sign of `locale`'s Intl format; in
 * Thai the same, with Arabic digits); '' for anything that is not a finite number.
 */
export function formatAmount(value: unknown, locale: PortalLocale = 'en'): string {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? amountFormat(locale).format(number) : '';
}

/** Keeps only digits, for inputs that accept only digits (spec: numeric fields). */
export function sanitizeNumeric(value: string): string {
  return value.replace(/\D/g, '');
}

/** Keeps digits and the first dot, for decimal inputs (spec: decimal fields). */
export function sanitizeDecimal(value: string): string {
  const [whole = '', ...rest] = value.replace(/[^\d.]/g, '').split('.');
  return rest.length > 0 ? `${whole}.${rest.join('')}` : whole;
}
