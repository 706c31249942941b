/**
 * Character patterns shared by the forms, from spec section 5. Each is anchored and applied to
 * the raw value (no trimming), so what is validated is what is sent.
 */

/** Only ASCII digits, at least one. */
export const DIGITS = /^\d+$/;
/** A decimal: digits and at most one dot. */
export const DECIMAL = /^\d+(\.\d*)?$/;
/** An amount with up to 2 decimals. */
export const AMOUNT = /^\d+(\.\d{1,2})?$/;
/** A percentage 0-100 with up to 2 decimals (the spec names a percent pattern without its form). */
export const PERCENT = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;
/** Username: letters, digits, hyphen, underscore. */
export const USERNAME = /^[A-Za-z0-9_-]+$/;
/** Person's name: letters (any script, with combining marks such as Thai vowels), space, hyphen, dot. */
export const PERSON_NAME = /^[\p{L}\p{M} .-]+$/u;
/** Merchant names: letters, digits, hyphen, underscore, dot, comma, space, parentheses, apostrophe. */
export const MERCHANT_NAME = /^[\p{L}\p{M}0-9_.,() '-]+$/u;
/** Alphanumeric (any script) with spaces between words, for contact names. */
export const ALPHANUMERIC = /^[\p{L}\p{M}0-9]+( [\p{L}\p{M}0-9]+)*$/u;
/** Letters and digits only (passport and alien ID numbers). */
export const LETTERS_DIGITS = /^[A-Za-z0-9]+$/;
/**
 * E-mail: a practical subset of RFC 5322 (the WHATWG form) that also requires a dot in the
 * domain, since a bank's merchants never use dotless hosts.
 */
export const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** True when `value` is an absolute http or https URL with a host. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return Boolean(new URL(value));
  } catch {
    return false;
  }
}

/** Length in UTF-16 units, the unit of an input's `maxlength`. */
export function within(value: string, min: number, max: number): boolean {
  return value.length >= min && value.length <= max;
}
