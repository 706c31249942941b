export { RegistrationReportScreen } from './registration-report-screen';
export type { RegistrationReportScreenProps } from './registration-report-screen';
