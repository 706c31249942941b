import { useMemo } from 'react';
import { usePortal } from '../../provider/portal-provider';
import { TransactionDetailScreen } from '../../screens/reports/transaction-detail-screen';
import { TransactionReportScreen } from '../../screens/reports/transaction-report-screen';
import type { FeatureRoute } from '../feature-outlet';
import { FeatureOutlet, parentPath } from '../feature-outlet';
import { transactionReportPaths } from './transaction-report-paths';

/** Props of {@link TransactionReport}. */
export interface TransactionReportProps {
  /**
   * Where the transaction report lives in the host's paths (`/staff/transactions`): `/online`,
   * `/scheduled` and `/view/{txnNumber}` under it. Default: the folder of the host's
   * `paths.transactions('online')` (`/reports/transactions`).
   */
  prefix?: string;
}

const TRANSACTION_REPORT_ROUTES: readonly FeatureRoute[] = [
  // The prefix itself (a host menu's link) opens the mode the session may see, online first.
  { path: '', redirect: ({ paths, permissions }) => paths.transactions(permissions.scheduledTransactionReport && !permissions.onlineTransactionReport ? 'scheduled' : 'online') },
  { path: 'online', routeId: 'reports.transactions', params: { mode: 'online' }, render: () => <TransactionReportScreen mode="online" /> },
  { path: 'scheduled', routeId: 'reports.transactions', params: { mode: 'scheduled' }, render: () => <TransactionReportScreen mode="scheduled" /> },
  { path: 'view/:txnNumber', routeId: 'reports.transactionDetail', render: ({ txnNumber }) => <TransactionDetailScreen txnNumber={txnNumber} /> },
];

/**
 * The transaction report (spec section 2; roles DD_REPORT_TRANSACTION for the online mode,
 * DD_REPORT_TRANSACTION_RECURRING for the scheduled one) as one element: the report at
 * `prefix/online` and `prefix/scheduled`, each transaction at `prefix/view/{txnNumber}`
 * ({@link transactionReportPaths}), Back to Transaction Report returning to the report's filters;
 * the prefix itself opens the mode the session may see. It reads the host's current path through
 * the navigation adapter, so it works with any router: mount it on the host route that covers the
 * prefix and everything under it. Another mode or path goes to the host's `paths.notFound()`, a
 * mode the session's roles do not grant to `paths.unauthorized()`, as the reference host's guard
 * does. Outside the prefix it renders nothing. `TransactionReportScreen` and
 * `TransactionDetailScreen` stay exported for a host that routes them itself.
 *
 * @example
 * <PortalProvider client={client} queryClient={queryClient} navigation={navigation} session={session}>
 *   <TransactionReport prefix="/staff/transactions" />
 * </PortalProvider>
 */
export function TransactionReport({ prefix }: TransactionReportProps) {
  const host = usePortal().paths;
  const root = prefix ?? parentPath(host.transactions('online'));
  const paths = useMemo(() => ({ ...host, ...transactionReportPaths(root) }), [host, root]);
  return <FeatureOutlet prefix={root} paths={paths} routes={TRANSACTION_REPORT_ROUTES} />;
}
