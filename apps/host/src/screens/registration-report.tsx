export { RegistrationReportScreen as default } from '@lego-portal/portal-ui';
