import { PAGE_STATE_TEXTS } from './first-page-texts';

/**
 * Texts of a host's pages around the screens: each route's name (the document title a tab, the
 * history and screen readers show, and the heading of screens still to come), the product's name
 * after it, the page's loading status and the last-resort error page. Keyed by the route ids of
 * `ROUTES`; the names are the spec's screen and menu names.
 */
export const PAGE_TEXTS = {
  ...PAGE_STATE_TEXTS,
  home: 'Home',
  changePassword: 'Change Password',
  'user.list': 'User',
  'user.create': 'New User',
  'user.view': 'User Detail',
  'user.update': 'Edit User',
  'merchant.view': 'Merchant Profile',
  'merchant.update': 'Merchant Profile',
  'customer.list': 'Customer Profile',
  'customer.view': 'Customer Profile',
  'customer.create': 'Customer Profile',
  'reports.transactions': 'Transaction Report',
  'reports.transactionDetail': 'Transaction Details',
  'reports.registration': 'Registration Report',
  'reports.monitoring': 'Online Registration Monitoring',
  'reports.summaryByStatus': 'Summary of Payments by Status',
  'reports.sso250': 'SSO Text File Format 250 Bytes',
  manual: 'User Manual',
  contact: 'Contact Us',
  unauthorized: 'Access denied',
  notFound: 'Page not found',
  /** After every page's name in the document title: 'User | Merchant Portal'. */
  product: 'Merchant Portal',
} as const;
