import { useMemo } from 'react';
import { usePortal } from '../../provider/portal-provider';
import { OnlineRegistrationMonitoringScreen } from '../../screens/reports/online-registration-monitoring-screen';
import { RegistrationReportScreen } from '../../screens/reports/registration-report-screen';
import { Sso250ReportScreen } from '../../screens/reports/sso250-report-screen';
import type { FeatureRoute } from '../feature-outlet';
import { FeatureOutlet, parentPath } from '../feature-outlet';
import { registrationReportsPaths } from './registration-reports-paths';

/** Props of {@link RegistrationReports}. */
export interface RegistrationReportsProps {
  /**
   * Where the reports live in the host's paths (`/staff/reports`): `/registration`,
   * `/online-registration-monitoring` and `/sso-250-bytes` under it. Default: the folder of the
   * host's `paths.registration()` (`/reports`).
   */
  prefix?: string;
}

const REGISTRATION_REPORTS_ROUTES: readonly FeatureRoute[] = [
  // The prefix itself (a host menu's link) opens the first report the session may see, in menu order.
  {
    path: '',
    redirect: ({ paths, permissions }) =>
      permissions.registrationReport
        ? paths.registration()
        : permissions.onlineRegistrationReport
          ? paths.monitoring()
          : permissions.sso250Report
            ? paths.sso250()
            : paths.registration(),
  },
  { path: 'registration', routeId: 'reports.registration', render: () => <RegistrationReportScreen /> },
  { path: 'online-registration-monitoring', routeId: 'reports.monitoring', render: () => <OnlineRegistrationMonitoringScreen /> },
  { path: 'sso-250-bytes', routeId: 'reports.sso250', render: () => <Sso250ReportScreen /> },
];

/**
 * The reports of the menu's REPORTS group besides the transaction report (spec section 2) as one
 * element: the registration report at `prefix/registration` (role DD_REPORT_REGISTRATION), the
 * online registration monitoring at `prefix/online-registration-monitoring`
 * (DD_REPORT_ONLINE_REGISTRATION) and the SSO text file format 250 bytes at
 * `prefix/sso-250-bytes` (a role containing SSO), see {@link registrationReportsPaths}; the prefix
 * itself opens the first of them the session may see. The host's menu links to each. It reads
 * the host's current path through the navigation adapter, so it works with any router: mount it
 * on the host route that covers the prefix and everything under it. Another path goes to the
 * host's `paths.notFound()`, a report the session's roles do not grant to `paths.unauthorized()`,
 * as the reference host's guard does; the host's transaction report (its `paths.transactions`),
 * under `/reports` by default too, is left to `TransactionReport`. Outside the prefix it renders
 * nothing. The three screens stay exported for a host that routes them itself.
 *
 * @example
 * <PortalProvider client={client} queryClient={queryClient} navigation={navigation} session={session}>
 *   <RegistrationReports prefix="/staff/reports" />
 * </PortalProvider>
 */
export function RegistrationReports({ prefix }: RegistrationReportsProps) {
  const host = usePortal().paths;
  const root = prefix ?? parentPath(host.registration());
  const paths = useMemo(() => ({ ...host, ...registrationReportsPaths(root) }), [host, root]);
  const others = useMemo(() => [parentPath(host.transactions('online'))], [host]);
  return <FeatureOutlet prefix={root} paths={paths} routes={REGISTRATION_REPORTS_ROUTES} others={others} />;
}
