export { PendingChangeDialog } from './pending-change-dialog';
export type { PendingChangeDialogProps } from './pending-change-dialog';
export { PendingChangeSummary } from './pending-change-summary';
export type { PendingChange, PendingChangeSummaryProps } from './pending-change-summary';
export type { PendingDecision } from './use-pending-decision';
