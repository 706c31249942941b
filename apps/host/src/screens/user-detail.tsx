import { useParams } from 'react-router';
import { UserDetailScreen } from '@lego-portal/portal-ui';

/** The user detail screen of a route: its mode from the route table, the ids from the path. */
export default function UserDetailRoute({ mode }: { mode: 'create' | 'update' | 'view' }) {
  const { merchantId, userId } = useParams();
  return <UserDetailScreen mode={mode} merchantId={merchantId} userId={userId} />;
}
