// Public surface of the features: one element per feature of the portal, each mounting its
// screens under a prefix the host gives it (the single screens stay exported beside them).
export { UserManager, userManagerPaths } from './user-manager';
export type { UserManagerPaths, UserManagerProps } from './user-manager';
export { MerchantProfile, merchantProfilePaths } from './merchant-profile';
export type { MerchantProfilePaths, MerchantProfileProps } from './merchant-profile';
export { CustomerApproval, customerApprovalPaths } from './customer-approval';
export type { CustomerApprovalPaths, CustomerApprovalProps } from './customer-approval';
export { TransactionReport, transactionReportPaths } from './transaction-report';
export type { TransactionReportPaths, TransactionReportProps } from './transaction-report';
export { RegistrationReports, registrationReportsPaths } from './registration-reports';
export type { RegistrationReportsPaths, RegistrationReportsProps } from './registration-reports';
export { PortalPages, portalPagesPaths } from './portal-pages';
export type { PortalPagesPaths, PortalPagesProps } from './portal-pages';
