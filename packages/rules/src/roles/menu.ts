/**
 * The side menu of spec section 2: ACCOUNT and REPORTS groups (each hidden when none of its
 * items is allowed), then USER MANUAL and CONTACT US.
 */
import { MENU_LABELS } from '../messages/menu-labels';
import type { AreaKey, MessageOverrides } from '../messages/message-types';
import type { Permission, Permissions } from './roles';
import type { RouteId, RouteParams } from './routes';
import { pathOf } from './routes';

/** A link of the menu. */
export interface MenuItem {
  kind: 'item';
  /** Its key in the catalogue's `menu` area, so a screen can show its label in any language. */
  id: AreaKey<'menu'>;
  label: string;
  routeId: RouteId;
  params?: RouteParams;
  /** The default path of the route (a host may mount it elsewhere from `routeId`). */
  path: string;
}

/** A group of links. */
export interface MenuGroup {
  kind: 'group';
  /** Its key in the catalogue's `menu` area. */
  id: 'account' | 'reports';
  label: string;
  items: MenuItem[];
}

/** An entry of the menu. */
export type MenuEntry = MenuGroup | MenuItem;

const item = (id: AreaKey<'menu'>, routeId: RouteId, labels: MessageOverrides | undefined, params?: RouteParams): MenuItem => ({
  kind: 'item',
  id,
  label: labels?.[`menu.${id}`] ?? MENU_LABELS[id],
  routeId,
  ...(params ? { params } : {}),
  path: pathOf(routeId, params),
});

/** The menu for `permissions`; `labels` translates `menu.*` keys. */
export function menuOf(permissions: Permissions, labels?: MessageOverrides): MenuEntry[] {
  const when = (permission: Permission, entry: () => MenuItem) => (permissions[permission] ? [entry()] : []);
  const transactionMode = permissions.onlineTransactionReport ? 'online' : 'scheduled';
  const groups: MenuGroup[] = [
    {
      kind: 'group',
      id: 'account',
      label: labels?.['menu.account'] ?? MENU_LABELS.account,
      items: [
        ...when('merchantProfile', () => item('profile', 'merchant.view', labels)),
        ...when('userManagement', () => item('user', 'user.list', labels)),
        ...when('customerProfile', () => item('customer', 'customer.list', labels)),
      ],
    },
    {
      kind: 'group',
      id: 'reports',
      label: labels?.['menu.reports'] ?? MENU_LABELS.reports,
      items: [
        ...(permissions.onlineTransactionReport || permissions.scheduledTransactionReport
          ? [item('transaction', 'reports.transactions', labels, { mode: transactionMode })]
          : []),
        ...when('summaryPaymentTransactionByStatus', () => item('summaryByStatus', 'reports.summaryByStatus', labels)),
        ...when('registrationReport', () => item('registration', 'reports.registration', labels)),
        ...when('onlineRegistrationReport', () => item('onlineRegistrationMonitoring', 'reports.monitoring', labels)),
        ...when('sso250Report', () => item('sso250', 'reports.sso250', labels)),
      ],
    },
  ];
  return [
    ...groups.filter((group) => group.items.length > 0),
    item('userManual', 'manual', labels),
    item('contactUs', 'contact', labels),
  ];
}
