import type { TransactionMode } from '@lego-portal/rules';
import { lazy, useMemo } from 'react';
import { usePortal } from '../../provider/portal-provider';
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

// Each screen is its own chunk: the report does not bring the detail until one opens.
const TransactionReportScreen = lazy(() =>
  import('../../screens/reports/transaction-report-screen/transaction-report-screen').then((m) => ({ default: m.TransactionReportScreen })),
);
const TransactionDetailScreen = lazy(() =>
  import('../../screens/reports/transaction-detail-screen/transaction-detail-screen').then((m) => ({ default: m.TransactionDetailScreen })),
);

const TRANSACTION_REPORT_ROUTES: readonly FeatureRoute[] = [
  // The prefix itself (a host menu's link) opens the mode the session may see, online first.
  { path: '', redirect: ({ paths, permissions }) => paths.transactions(permissions.scheduledTransactionReport && !permissions.onlineTransactionReport ? 'scheduled' : 'online') },
  { path: 'view/:txnNumber', routeId: 'reports.transactionDetail', render: ({ txnNumber }) => <TransactionDetailScreen txnNumber={txnNumber} /> },
  // The rules' route allows the modes (online, scheduled): any other is not found, each needs its role.
  { path: ':mode', routeId: 'reports.transactions', render: ({ mode }) => <TransactionReportScreen mode={mode as TransactionMode} /> },
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
