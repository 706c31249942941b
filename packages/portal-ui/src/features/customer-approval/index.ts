export { CustomerApproval } from './customer-approval';
export type { CustomerApprovalProps } from './customer-approval';
export { customerApprovalPaths } from './customer-approval-paths';
export type { CustomerApprovalPaths } from './customer-approval-paths';
