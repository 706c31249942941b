import { PENDING_CHANGE_TEXTS } from '@lego-portal/rules';
import { useTexts } from '../../../texts/texts-context';
import type { PendingChange } from './pending-change-summary';

/** What approving a change does that cannot simply be taken back. */
export type DestructiveApproval = 'delete' | 'deactivate';

// An UPDATE deactivates when the flag goes to N or the status to I (Inactive).
const deactivates = (field: { key: string; value: { old?: string | null; new?: string | null } }) =>
  (field.key === 'isActive' && field.value.new === 'N' && field.value.old !== 'N') ||
  (field.key === 'status' && field.value.new === 'I' && field.value.old !== 'I');

/** Whether approving `change` deletes or deactivates the customer; null for any other change. */
export function destructiveApprovalOf(change: PendingChange): DestructiveApproval | null {
  if (change.action === 'DELETE') return 'delete';
  if (change.action === 'UPDATE' && change.customerProfileHandlerViewList.some(deactivates)) return 'deactivate';
  return null;
}

/**
 * The Approve button's label and the sentence beside it for a change: the spec's 'Approve' and no
 * sentence for an ordinary change; 'Approve deletion' / 'Approve deactivation' and what follows
 * ('Approving deletes this customer.') for a destructive one.
 */
export function useApproveWording(change: PendingChange | undefined, approve: string): { label: string; consequence: string | null } {
  const texts = useTexts('pendingChange', PENDING_CHANGE_TEXTS);
  const kind = change ? destructiveApprovalOf(change) : null;
  if (kind === 'delete') return { label: texts.approveDeletion, consequence: texts.approveDeletionConsequence };
  if (kind === 'deactivate') return { label: texts.approveDeactivation, consequence: texts.approveDeactivationConsequence };
  return { label: approve, consequence: null };
}
