/**
 * The summary of payments by status (`/reports/summary-by-status`, issue 17). RouteGate has
 * already sent a session without the grant to /unauthorized.
 */
export { SummaryByStatusScreen as default } from '@lego-portal/portal-ui';
