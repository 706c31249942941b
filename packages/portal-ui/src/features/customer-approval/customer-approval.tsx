import { lazy, useMemo } from 'react';
import { usePortal } from '../../provider/portal-provider';
import type { FeatureRoute } from '../feature-outlet';
import { FeatureOutlet } from '../feature-outlet';
import { CUSTOMER_TYPE_SEGMENTS, customerApprovalPaths } from './customer-approval-paths';

// Each screen is its own chunk, loaded when its path opens; the form pages share the form's.
const CustomerListScreen = lazy(() =>
  import('../../screens/customers/customer-list-screen/customer-list-screen').then((m) => ({ default: m.CustomerListScreen })),
);
const CustomerDetailScreen = lazy(() =>
  import('../../screens/customers/customer-detail-screen/customer-detail-screen').then((m) => ({ default: m.CustomerDetailScreen })),
);
const CustomerCreatePage = lazy(() => import('./customer-form-page').then((m) => ({ default: m.CustomerCreatePage })));
const CustomerUpdatePage = lazy(() => import('./customer-form-page').then((m) => ({ default: m.CustomerUpdatePage })));

/** Props of {@link CustomerApproval}. */
export interface CustomerApprovalProps {
  /**
   * Where the customer screens live in the host's paths (`/staff/customers`): the list there,
   * the detail (and create, update) under it. Default: the host's `paths.customerList()` (`/customer`).
   */
  prefix?: string;
  /**
   * The list's New Customer leads to the customer form in create mode, at
   * `prefix/create/individual` or `prefix/create/corporate` (the bank's staff portal). Without it
   * the dialog says customers are created in the staff portal, as the spec's merchant portal does.
   */
  allowCreate?: boolean;
  /**
   * The detail offers Edit (while no change waits for approval), leading to the customer form in
   * update mode at `prefix/update/{custProfileId}` (the bank's staff portal). Without it the
   * detail is view only, as the spec's merchant portal has it.
   */
  allowUpdate?: boolean;
}

const LIST_AND_DETAIL: readonly FeatureRoute[] = [
  { path: '', routeId: 'customer.list', render: () => <CustomerListScreen /> },
  // The rules' route allows the action view only: /customer/edit/{id} is not found.
  { path: ':action/:custProfileId', routeId: 'customer.view', render: ({ custProfileId }) => <CustomerDetailScreen custProfileId={custProfileId} /> },
];
const CREATE: readonly FeatureRoute[] = (['I', 'C'] as const).map((type) => ({
  path: `create/${CUSTOMER_TYPE_SEGMENTS[type]}`,
  routeId: 'customer.create',
  render: () => <CustomerCreatePage customerType={type} />,
}));
const UPDATE: readonly FeatureRoute[] = [
  // The spec's table has no update route: the customer permission opens it, as it opens the detail.
  { path: 'update/:custProfileId', routeId: 'customer.view', render: ({ custProfileId }) => <CustomerUpdatePage custProfileId={custProfileId ?? ''} /> },
];

/**
 * The customer profiles and their maker-checker approval (spec section 2, role
 * DD_ACCOUNT_CUSTOMER_PROFILE) as one element: the customer list at `prefix`, each customer's
 * detail at `prefix/view/{custProfileId}` with the pending-change dialog (Approve, Reject), and,
 * for the bank's staff portal, `allowCreate` and `allowUpdate` for the customer form in create
 * and update mode ({@link customerApprovalPaths}). It reads the host's current path through the
 * navigation adapter, so it works with any router: mount it on the host route that covers the
 * prefix and everything under it. Every link, Back to Customer List and redirect of its screens
 * stays under the prefix, with the list's filters. A path under the prefix that is none of these
 * (create or update when not allowed too) goes to the host's `paths.notFound()`, a session without
 * the customer permission to `paths.unauthorized()`, as the reference host's guard does. Outside
 * the prefix it renders nothing. The customer screens and `CustomerForm` stay exported for a host
 * that routes them itself.
 * Bank staff (issue 29), who have no merchant of their own, first see the merchant picker; once
 * they chose, the feature works on that merchant under a bar naming it, with Change Merchant
 * (switching keeps nothing of the last merchant). A host's `MerchantScopeProvider` around several
 * features shares the choice among them. Merchant users go straight to their own merchant.
 *
 * @example
 * // The bank's staff portal: makers create and change customers, checkers approve.
 * <PortalProvider client={client} queryClient={queryClient} navigation={navigation} session={session}>
 *   <CustomerApproval prefix="/staff/customers" allowCreate allowUpdate />
 * </PortalProvider>
 */
export function CustomerApproval({ prefix, allowCreate = false, allowUpdate = false }: CustomerApprovalProps) {
  const host = usePortal().paths;
  const root = prefix ?? host.customerList();
  const paths = useMemo(() => {
    const { customerCreate, customerUpdate, ...own } = customerApprovalPaths(root);
    // Only what this feature serves: the host's own create or update paths give way too.
    return { ...host, ...own, customerCreate: allowCreate ? customerCreate : undefined, customerUpdate: allowUpdate ? customerUpdate : undefined };
  }, [host, root, allowCreate, allowUpdate]);
  // Create and update before the detail's `:action/:custProfileId`, which would take their paths.
  const routes = useMemo(() => [...(allowCreate ? CREATE : []), ...(allowUpdate ? UPDATE : []), ...LIST_AND_DETAIL], [allowCreate, allowUpdate]);
  const merchantScoped = useMemo(() => ({ home: root }), [root]);
  return <FeatureOutlet prefix={root} paths={paths} routes={routes} merchantScoped={merchantScoped} />;
}
