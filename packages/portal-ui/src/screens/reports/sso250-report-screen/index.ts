export { Sso250ReportScreen } from './sso250-report-screen';
export type { Sso250ReportScreenProps } from './sso250-report-screen';
