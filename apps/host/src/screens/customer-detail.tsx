import { useParams } from 'react-router';
import { CustomerDetailScreen } from '@lego-portal/portal-ui';

/** The customer detail of a route (view only): the id from the path. */
export default function CustomerDetailRoute() {
  const { custProfileId } = useParams();
  return <CustomerDetailScreen key={custProfileId} custProfileId={custProfileId} />;
}
