export { RegistrationReports } from './registration-reports';
export type { RegistrationReportsProps } from './registration-reports';
export { registrationReportsPaths } from './registration-reports-paths';
export type { RegistrationReportsPaths } from './registration-reports-paths';
