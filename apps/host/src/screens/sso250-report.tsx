export { Sso250ReportScreen as default } from '@lego-portal/portal-ui';
