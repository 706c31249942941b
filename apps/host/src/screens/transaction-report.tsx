import { useParams } from 'react-router';
import { TransactionReportScreen } from '@lego-portal/portal-ui';

/**
 * The transaction report of a route: its mode from the path. RouteGate has already sent any
 * other mode to /notfound and a mode without its role to /unauthorized.
 */
export default function TransactionReportRoute() {
  const { mode } = useParams();
  // A new mode starts afresh (its own filters), as a page of its own would.
  return <TransactionReportScreen key={mode} mode={mode === 'scheduled' ? 'scheduled' : 'online'} />;
}
