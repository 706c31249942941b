/** Amounts are shown with 2 decimals (spec section 9), grouped by thousands. */

const AMOUNT_FORMAT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `1234.5` or `'1234.5'` as `1,234.50`; '' for anything that is not a finite number. */
export function formatAmount(value: unknown): string {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? AMOUNT_FORMAT.format(number) : '';
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
