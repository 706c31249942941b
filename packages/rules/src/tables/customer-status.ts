/**
 * Customer status, approval state and pending actions (spec sections 2, 3 and 4). The English
 * labels are the catalogue's (`customerStatus.<code>`, `pendingAction.<action>`), which screens
 * show in their language.
 */
import type { MessageKey } from '../messages/message-types';
import { CUSTOMER_STATUS_TEXTS, PENDING_ACTION_TEXTS } from '../messages/status-texts';
import type { StatusEntry } from './tone';

/** Status badges of the customer list: from `isActive` Y/N. */
export const CUSTOMER_STATUSES: readonly StatusEntry<'ACTIVE' | 'INACTIVE'>[] = [
  { code: 'ACTIVE', label: CUSTOMER_STATUS_TEXTS.ACTIVE, tone: 'success' },
  { code: 'INACTIVE', label: CUSTOMER_STATUS_TEXTS.INACTIVE, tone: 'neutral' },
];

/** Approval badge shown when `isPendingApproval` is Y. */
export const PENDING_APPROVAL_STATUS: StatusEntry<'PENDING APPROVAL'> = {
  code: 'PENDING APPROVAL',
  label: CUSTOMER_STATUS_TEXTS['PENDING APPROVAL'],
  tone: 'warning',
};

/** The status badge of a customer from its `isActive` flag. */
export function customerStatusOf(isActive: unknown): StatusEntry<'ACTIVE' | 'INACTIVE'> {
  return CUSTOMER_STATUSES[isActive === 'Y' || isActive === true ? 0 : 1] as StatusEntry<'ACTIVE' | 'INACTIVE'>;
}

/** The approval badge of a customer, or null when nothing is pending. */
export function approvalStatusOf(isPendingApproval: unknown): StatusEntry<'PENDING APPROVAL'> | null {
  return isPendingApproval === 'Y' || isPendingApproval === true ? PENDING_APPROVAL_STATUS : null;
}

/** A pending action of the maker-checker flow. */
export type PendingAction = 'CREATE' | 'UPDATE' | 'DELETE';

/** What each pending action means for the checker; UPDATE shows old and new values per field. */
export const PENDING_ACTIONS: Readonly<Record<PendingAction, { label: string; showsDiff: boolean }>> = {
  CREATE: { label: PENDING_ACTION_TEXTS.CREATE, showsDiff: false },
  UPDATE: { label: PENDING_ACTION_TEXTS.UPDATE, showsDiff: true },
  DELETE: { label: PENDING_ACTION_TEXTS.DELETE, showsDiff: false },
};

/**
 * The checker's decisions, as the contract's `PendingChangeDecisionRequest.decision` sends them
 * (the buttons read `label.approve` and `label.reject`). The one list the client and the sandbox
 * type the decision with.
 */
export const PENDING_DECISIONS = ['APPROVE', 'REJECT'] as const;

/** One of {@link PENDING_DECISIONS}. */
export type PendingDecision = (typeof PENDING_DECISIONS)[number];

/**
 * Meaning of a status change in a pending update: A to L locks the user, L to A unlocks; null
 * for any other change. `code` is the catalogue key of the English `label`.
 */
export function statusChangeOf(oldStatus: unknown, newStatus: unknown): { code: MessageKey; label: string } | null {
  if (oldStatus === 'A' && newStatus === 'L') return { code: 'pendingAction.lockUser', label: PENDING_ACTION_TEXTS.lockUser };
  if (oldStatus === 'L' && newStatus === 'A') return { code: 'pendingAction.unlockUser', label: PENDING_ACTION_TEXTS.unlockUser };
  return null;
}

/** The English of {@link statusChangeOf}: 'Lock user', 'Unlock user' or null. */
export function statusChangeLabel(oldStatus: unknown, newStatus: unknown): string | null {
  return statusChangeOf(oldStatus, newStatus)?.label ?? null;
}

/** Customer types: I individual, C corporate (the detail shows the matching form). */
export const CUSTOMER_TYPES = [
  { code: 'I', label: 'Individual' },
  { code: 'C', label: 'Corporate' },
] as const;

/** Which form a customer detail shows: type I is individual, anything else corporate. */
export function customerFormKind(customerType: unknown): 'individual' | 'corporate' {
  return customerType === 'I' ? 'individual' : 'corporate';
}

/** ID types of an individual customer. */
export const ID_TYPES = [
  { code: 'P1', label: 'Citizen ID' },
  { code: 'P8', label: 'Passport' },
  { code: 'P7', label: 'Alien ID' },
] as const;

/** An ID type code. */
export type IdType = (typeof ID_TYPES)[number]['code'];
