/**
 * How a checker reads a customer's pending UPDATE (spec section 4): which bank accounts were
 * added, removed or changed (by account number), what kind of value each changed field holds,
 * and what a status change means (A to L locks, L to A unlocks).
 */
import { statusChangeOf } from '../../tables/customer-status';

/** A bank account as the pending-change view gives it. */
export interface PendingBankAccount {
  accountNumber: string;
  currencyName?: string | null;
}

/** One bank account that differs between the stored customer and the proposed one. */
export interface BankAccountChange {
  accountNumber: string;
  kind: 'added' | 'removed' | 'changed';
  /** Currency before; null when the account is added. */
  oldCurrency: string | null;
  /** Currency after; null when the account is removed. */
  newCurrency: string | null;
}

/**
 * The accounts that differ, matched by account number: the proposed list's order first (added
 * and changed), then the removed ones in their old order. Unchanged accounts are left out.
 */
export function bankAccountChanges(before: readonly PendingBankAccount[] = [], after: readonly PendingBankAccount[] = []): BankAccountChange[] {
  const currency = (account: PendingBankAccount | undefined) => account?.currencyName ?? null;
  const old = new Map(before.map((account) => [account.accountNumber, account]));
  const next = new Map(after.map((account) => [account.accountNumber, account]));
  const changes: BankAccountChange[] = [];
  for (const account of next.values()) {
    const previous = old.get(account.accountNumber);
    if (!previous) changes.push({ accountNumber: account.accountNumber, kind: 'added', oldCurrency: null, newCurrency: currency(account) });
    else if (currency(previous) !== currency(account))
      changes.push({ accountNumber: account.accountNumber, kind: 'changed', oldCurrency: currency(previous), newCurrency: currency(account) });
  }
  for (const account of old.values()) {
    if (!next.has(account.accountNumber)) changes.push({ accountNumber: account.accountNumber, kind: 'removed', oldCurrency: currency(account), newCurrency: null });
  }
  return changes;
}

/** How a changed field's value reads: a Yes/No flag, a date, a code with a label, a list or text. */
export type PendingValueKind = 'flag' | 'date' | 'status' | 'waiveType' | 'waiveBy' | 'idType' | 'list' | 'text';

const KINDS: Readonly<Record<string, PendingValueKind>> = {
  isActive: 'flag',
  waiveFlag: 'flag',
  isAlwaysValid: 'flag',
  waiveFrom: 'date',
  waiveTo: 'date',
  status: 'status',
  waiveType: 'waiveType',
  waiveBy: 'waiveBy',
  idType: 'idType',
  channels: 'list',
};

/** The kind of value a changed field holds, from the last part of its key (`waiveInfo.waiveFrom`). */
export function pendingValueKind(key: string): PendingValueKind {
  return KINDS[key.slice(key.lastIndexOf('.') + 1)] ?? 'text';
}

/**
 * The meaning of a changed status field: 'pendingAction.lockUser' for A to L,
 * 'pendingAction.unlockUser' for L to A, null for any other field or change.
 */
export function statusChangeMeaning(key: string, oldValue: unknown, newValue: unknown) {
  return pendingValueKind(key) === 'status' ? statusChangeOf(oldValue, newValue) : null;
}

/** The items of a list value as the server sends it: a JSON array, or one plain value. */
export function pendingListItems(value: string | null | undefined): string[] {
  if (value === null || value === undefined || value === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed.map((item) => String(item));
  } catch {
    // Not JSON: a single value.
  }
  return [value];
}
