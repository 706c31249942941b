// Public surface of the customer screens (spec sections 2-8, customers; maker-checker).
export { CustomerListScreen } from './customer-list-screen';
export type { CustomerListScreenProps } from './customer-list-screen';
export { CustomerDetailScreen } from './customer-detail-screen';
export type { CustomerDetailScreenProps } from './customer-detail-screen';
export { CustomerForm } from './customer-form';
export type { CustomerFormProps, CustomerSubmitted } from './customer-form';
export { CustomerTypeDialog } from './customer-type-dialog';
export type { CustomerTypeChoice } from './customer-type-dialog';
export { PendingChangeDialog, PendingChangeSummary } from './pending-change-dialog';
export type { PendingChange, PendingChangeDialogProps, PendingChangeSummaryProps, PendingDecision } from './pending-change-dialog';
