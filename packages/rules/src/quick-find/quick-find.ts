/**
 * Quick find (issue 32): which kinds of record a value typed into the frame's search box could
 * name, which list calls the signed-in user's roles allow to look for it, and which answers
 * match it exactly. Pure: the portal's quick find and its tests share it.
 *
 * The patterns come from the spec's field rules (sections 5 and 9) and the contract's limits:
 * an account number is 10 digits; a username 6 to 15 letters, digits, hyphens or underscores;
 * a transaction number (no pattern in the spec) is what the transaction detail call takes, 1 to
 * 50 characters, with no space; a merchant reference is 1 to 50 characters.
 */
import { LIMITS } from '../constants';
import { USERNAME } from '../core/patterns';
import type { Permissions } from '../roles/roles';
import type { TransactionMode } from '../roles/routes';
import { TRANSACTION_MODES } from '../roles/routes';

/** A field of a list call that quick find fills with the typed value. */
export type QuickFindField = 'txnNumber' | 'refNumber' | 'accountNumber' | 'username';

/** The kind of record a match opens: a transaction, a customer or a user (the groups of the list). */
export type QuickFindKind = 'transaction' | 'customer' | 'user';

/** The kinds in the order their groups are listed. */
export const QUICK_FIND_KINDS: readonly QuickFindKind[] = ['transaction', 'customer', 'user'];

/**
 * Fewest characters before quick find asks anything as the person types (a product choice, not
 * the spec's: one or two characters name nothing yet). Enter asks whatever the length.
 */
export const QUICK_FIND_MIN_TYPED = 3;

const ACCOUNT_NUMBER = new RegExp(`^\\d{${LIMITS.accountNumberMax}}$`);
const NO_SPACE = /^\S+$/;

/** The value as quick find reads it: spaces around it dropped. */
export function quickFindValue(input: string): string {
  return input.trim();
}

/**
 * The fields `input` could be a value of, in a fixed order (transaction number, merchant
 * reference, account number, username); none for an empty or over-long value. A value can be
 * several: ten digits may be an account number, a username and a transaction number.
 */
export function quickFindFields(input: string): QuickFindField[] {
  const value = quickFindValue(input);
  if (value === '' || value.length > LIMITS.transactionReferenceMax) return [];
  const fields: QuickFindField[] = [];
  if (NO_SPACE.test(value)) fields.push('txnNumber');
  fields.push('refNumber');
  if (ACCOUNT_NUMBER.test(value)) fields.push('accountNumber');
  if (USERNAME.test(value) && value.length >= LIMITS.usernameMin && value.length <= LIMITS.usernameMax) fields.push('username');
  return fields;
}

/** One list call quick find sends: the transaction report (one mode), the customer list or the user list. */
export type QuickFindCall =
  | { kind: 'transaction'; mode: TransactionMode; field: 'txnNumber' | 'refNumber' }
  | { kind: 'customer'; field: 'accountNumber' }
  | { kind: 'user'; field: 'username' };

/** What decides the calls besides the value. */
export interface QuickFindAccess {
  permissions: Permissions;
  /**
   * The merchant the customer and user lists name (both need one): a merchant user's own, a
   * staff user's merchant in scope; null when there is none (staff who chose no merchant), so
   * neither list is asked. The transaction report needs none: staff search it across merchants.
   */
  merchantId: string | null;
}

const MODE_PERMISSION = { online: 'onlineTransactionReport', scheduled: 'scheduledTransactionReport' } as const;

/**
 * The calls to send for `input`: only those the roles allow (a user without the customer
 * profile permission never asks the customer list) and only where the call can filter by the
 * value (the customer list by account number, the user list by username, the transaction
 * report by transaction number or merchant reference, in each mode the roles open).
 */
export function quickFindCalls(input: string, access: QuickFindAccess): QuickFindCall[] {
  const fields = quickFindFields(input);
  const { permissions, merchantId } = access;
  const calls: QuickFindCall[] = [];
  for (const mode of TRANSACTION_MODES) {
    if (!permissions[MODE_PERMISSION[mode]]) continue;
    if (fields.includes('txnNumber')) calls.push({ kind: 'transaction', mode, field: 'txnNumber' });
    if (fields.includes('refNumber')) calls.push({ kind: 'transaction', mode, field: 'refNumber' });
  }
  if (merchantId && permissions.customerProfile && fields.includes('accountNumber')) calls.push({ kind: 'customer', field: 'accountNumber' });
  if (merchantId && permissions.userManagement && fields.includes('username')) calls.push({ kind: 'user', field: 'username' });
  return calls;
}

/**
 * True when `candidate` (a field of a record a list call answered) is `input` itself: the list
 * filters match a part (a prefix, or a part anywhere), quick find opens only what was named. The
 * transaction and account numbers match exactly; a merchant reference and a username in any
 * case, as their list filters compare.
 */
export function isQuickFindMatch(field: QuickFindField, input: string, candidate: string | null | undefined): boolean {
  if (candidate === null || candidate === undefined) return false;
  const value = quickFindValue(input);
  if (field === 'txnNumber' || field === 'accountNumber') return candidate === value;
  return candidate.toLowerCase() === value.toLowerCase();
}
