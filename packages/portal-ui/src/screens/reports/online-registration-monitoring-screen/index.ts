export { OnlineRegistrationMonitoringScreen } from './online-registration-monitoring-screen';
export type { OnlineRegistrationMonitoringScreenProps } from './online-registration-monitoring-screen';
