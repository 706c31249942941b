import { useParams } from 'react-router';
import { TransactionDetailScreen } from '@lego-portal/portal-ui';

/** The transaction detail of a route: the number from the path. */
export default function TransactionDetailRoute() {
  const { txnNumber } = useParams();
  return <TransactionDetailScreen key={txnNumber} txnNumber={txnNumber} />;
}
