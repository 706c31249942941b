import { lazy, useMemo } from 'react';
import { usePortal } from '../../provider/portal-provider';
import type { FeatureRoute } from '../feature-outlet';
import { FeatureOutlet, featurePath, parentPath } from '../feature-outlet';
import { registrationReportsPaths } from './registration-reports-paths';

// Each report is its own chunk, loaded when its path opens.
const RegistrationReportScreen = lazy(() =>
  import('../../screens/reports/registration-report-screen/registration-report-screen').then((m) => ({ default: m.RegistrationReportScreen })),
);
const OnlineRegistrationMonitoringScreen = lazy(() =>
  import('../../screens/reports/online-registration-monitoring-screen/online-registration-monitoring-screen').then((m) => ({
    default: m.OnlineRegistrationMonitoringScreen,
  })),
);
const Sso250ReportScreen = lazy(() => import('../../screens/reports/sso250-report-screen/sso250-report-screen').then((m) => ({ default: m.Sso250ReportScreen })));
const SummaryByStatusScreen = lazy(() =>
  import('../../screens/reports/summary-by-status-screen/summary-by-status-screen').then((m) => ({ default: m.SummaryByStatusScreen })),
);

/** The summary's segment under the prefix (the host's paths have no builder of it: the menu links the rules' route). */
const SUMMARY_BY_STATUS = 'summary-by-status';

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
  // The prefix itself (a host menu's link) opens the first registration report the session may
  // see, in menu order, else the summary by status.
  {
    path: '',
    redirect: ({ paths, permissions }) =>
      permissions.registrationReport
        ? paths.registration()
        : permissions.onlineRegistrationReport
          ? paths.monitoring()
          : permissions.sso250Report
            ? paths.sso250()
            : permissions.summaryPaymentTransactionByStatus
              ? featurePath(parentPath(paths.registration()), SUMMARY_BY_STATUS)
              : paths.registration(),
  },
  { path: 'registration', routeId: 'reports.registration', render: () => <RegistrationReportScreen /> },
  { path: 'online-registration-monitoring', routeId: 'reports.monitoring', render: () => <OnlineRegistrationMonitoringScreen /> },
  { path: 'sso-250-bytes', routeId: 'reports.sso250', render: () => <Sso250ReportScreen /> },
  { path: SUMMARY_BY_STATUS, routeId: 'reports.summaryByStatus', render: () => <SummaryByStatusScreen /> },
];

/**
 * The reports of the menu's REPORTS group besides the transaction report (spec section 2) as one
 * element: the registration report at `prefix/registration` (role DD_REPORT_REGISTRATION), the
 * online registration monitoring at `prefix/online-registration-monitoring`
 * (DD_REPORT_ONLINE_REGISTRATION) and the SSO text file format 250 bytes at
 * `prefix/sso-250-bytes` (a role containing SSO), see {@link registrationReportsPaths}, and the
 * summary of payments by status at `prefix/summary-by-status` (DD_REPORT_SUMMARY_PAYMENT_STATUS,
 * inferred in issue 17, which the spec's route table puts under `/reports` too); the prefix itself
 * opens the first of them the session may see. The host's menu links to each. It reads
 * the host's current path through the navigation adapter, so it works with any router: mount it
 * on the host route that covers the prefix and everything under it. Another path goes to the
 * host's `paths.notFound()`, a report the session's roles do not grant to `paths.unauthorized()`,
 * as the reference host's guard does; the host's transaction report (its `paths.transactions`),
 * under `/reports` by default too, is left to `TransactionReport`. Outside the prefix it renders
 * nothing. The four screens stay exported for a host that routes them itself.
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
