/**
 * A stored customer read as the contract's shapes. The JSON columns (customer_info, payment_info,
 * waive_info, bank_accts and a pending change's proposed fields) hold what a change handler once
 * accepted; before it checked its input (issue 27, item 8) that could be a prefix XX, a waive
 * type Z or a null phone number, and every answer carrying such a row broke the contract (500).
 * Each reader keeps the values the contract allows and drops the rest, so an old row opens.
 */
import type { BankAccount, CustomerFields, CustomerRow } from './customers';

type Json = Record<string, unknown>;

const record = (value: unknown): Json => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
/** `value` when it is text (of at most `max` characters), else nothing. */
const text = (value: unknown, max = Infinity): string | undefined => (typeof value === 'string' && value.length <= max ? value : undefined);
const choice = <T extends string>(value: unknown, choices: readonly T[]): T | undefined => (choices.includes(value as T) ? (value as T) : undefined);
/** The object without its undefined entries (JSON would drop them anyway; tests compare objects). */
const defined = (value: Json): Json => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));

const YES_NO = ['Y', 'N'] as const;

/** The contract's `CustomerInfo`: texts only. */
export function customerInfoOf(raw: unknown): Json {
  const r = record(raw);
  return defined({ fullName: text(r.fullName), email: text(r.email), phoneNumber: text(r.phoneNumber), corpName: text(r.corpName), corpId: text(r.corpId) });
}

/** The contract's `CustomerPaymentInfo` without its accounts (they have a column of their own). */
export function paymentInfoOf(raw: unknown): Json {
  const r = record(raw);
  const channels = Array.isArray(r.channels) ? r.channels.filter((c): c is string => typeof c === 'string') : undefined;
  return defined({ prefix: choice(r.prefix, ['RD', 'SSO'] as const), userId: text(r.userId), customerId: text(r.customerId), channels });
}

/** The contract's `WaiveInfo` (its amounts at most 10 characters). */
export function waiveInfoOf(raw: unknown): Json {
  const r = record(raw);
  return defined({
    waiveFlag: choice(r.waiveFlag, YES_NO),
    isAlwaysValid: choice(r.isAlwaysValid, YES_NO),
    waiveFrom: text(r.waiveFrom),
    waiveTo: text(r.waiveTo),
    waiveType: choice(r.waiveType, ['F', 'P'] as const),
    waiveBy: choice(r.waiveBy, ['P', 'A'] as const),
    waiveAmt: text(r.waiveAmt, 10),
    waivePercentage: text(r.waivePercentage, 10),
  });
}

/** The accounts that are the contract's `BankAccount` (10 digits, THB or FCD when given). */
export function bankAccountsOf(raw: unknown): BankAccount[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const r = record(item);
    const accountNumber = text(r.accountNumber);
    if (!accountNumber || !/^\d{10}$/.test(accountNumber)) return [];
    const currencyName = choice(r.currencyName, ['THB', 'FCD'] as const);
    return [currencyName ? { accountNumber, currencyName } : { accountNumber }];
  });
}

/** An ID type the contract knows (P1, P8, P7), else null. */
export function idTypeOf(raw: unknown): string | null {
  return choice(raw, ['P1', 'P8', 'P7'] as const) ?? null;
}

/**
 * A pending UPDATE's proposed fields, read like a row's; null when there are none. An unknown
 * status keeps `isActive` (the customer's current one): approving must not change it by accident.
 */
export function proposedFieldsOf(raw: unknown, isActive: 'Y' | 'N'): CustomerFields | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const r = raw as Json;
  return {
    fullName: text(r.fullName) ?? '',
    userId: text(r.userId) ?? '',
    isActive: choice(r.isActive, YES_NO) ?? isActive,
    idType: idTypeOf(r.idType),
    customerId: text(r.customerId) ?? null,
    customerInfo: customerInfoOf(r.customerInfo),
    customerPaymentInfo: paymentInfoOf(r.customerPaymentInfo),
    waiveInfo: waiveInfoOf(r.waiveInfo),
    bankAccts: bankAccountsOf(r.bankAccts),
  };
}

/** A row as the database gave it, its JSON columns and ID type read as the contract allows. */
export function readCustomerRow(raw: CustomerRow): CustomerRow {
  return {
    ...raw,
    id_type: idTypeOf(raw.id_type),
    customer_info: customerInfoOf(raw.customer_info),
    payment_info: paymentInfoOf(raw.payment_info),
    waive_info: waiveInfoOf(raw.waive_info),
    bank_accts: bankAccountsOf(raw.bank_accts),
    pending_proposed: proposedFieldsOf(raw.pending_proposed, raw.is_active),
  };
}
