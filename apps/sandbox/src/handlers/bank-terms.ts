/**
 * What only the bank sets on a merchant (issue 29): the fee profile (fees, waiver, inter-branch
 * and inter-region fees) and activation. A merchant user's profile save must send the stored fee
 * values back; any other value is refused (403), never silently stripped.
 */
import { MERCHANT_PROFILE_FORM_TEXTS } from '@lego-portal/rules';

/** The 403 of a merchant user who tries to set what only the bank sets. */
export const BANK_TERMS_ONLY = MERCHANT_PROFILE_FORM_TEXTS.bankTermsOnly;

type Json = Record<string, unknown>;

const DAY_FIELDS = new Set(['waiveFrom', 'waiveTo']);
/** The Y/N flags of a fee profile, where unset ('') means no, as the portal sends a switched-off one. */
const FLAG_FIELDS = new Set(['isFlatFee', 'isRcvDebitAdvMail', 'isIB', 'isIR', 'isCap', 'isWaived', 'isValidTillCancel']);
const NUMBER = /^\d+(\.\d+)?$/;

/**
 * A leaf as compared: absent, null and '' alike; a flag's '' as N; amounts by value ("5" is
 * "5.00"); waiver dates by day. Only the same values written another way pass: the stored
 * profile is what is kept (merchant-handlers.ts), so none of these spellings is ever saved.
 */
function comparable(key: string, value: unknown): string {
  if (value === undefined || value === null) return '';
  const text = String(value);
  if (FLAG_FIELDS.has(key) && text === '') return 'N';
  if (DAY_FIELDS.has(key) && /^\d{8}(\d{6})?$/.test(text)) return text.slice(0, 8);
  return NUMBER.test(text) ? String(Number(text)) : text;
}

function leaves(value: unknown, prefix: string, out: Map<string, string>): Map<string, string> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value as Json)) leaves(inner, prefix ? `${prefix}.${key}` : key, out);
  } else if (Array.isArray(value)) {
    value.forEach((inner, index) => leaves(inner, `${prefix}[${index}]`, out));
  } else {
    out.set(prefix, comparable(prefix.slice(prefix.lastIndexOf('.') + 1), value));
  }
  return out;
}

/** True when `sent` holds the same fee values as `stored` (every field, nested ones too). */
export function sameFeeValues(stored: unknown, sent: unknown): boolean {
  const before = leaves(stored, '', new Map());
  const after = leaves(sent, '', new Map());
  return [...new Set([...before.keys(), ...after.keys()])].every((key) => (before.get(key) ?? '') === (after.get(key) ?? ''));
}
