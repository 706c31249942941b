export { OnlineRegistrationMonitoringScreen as default } from '@lego-portal/portal-ui';
