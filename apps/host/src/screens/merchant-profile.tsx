import { MerchantProfileScreen } from '@lego-portal/portal-ui';

/** The merchant profile screen of a route: its action (view or update) from the route table. */
export default function MerchantProfileRoute({ action }: { action: 'view' | 'update' }) {
  return <MerchantProfileScreen action={action} />;
}
