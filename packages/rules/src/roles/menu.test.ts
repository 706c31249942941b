import { describe, expect, it } from 'vitest';
import { menuOf } from './menu';
import { permissionsOf } from './roles';

const ALL = permissionsOf([
  'DD_ACCOUNT_PROFILE',
  'DD_ACCOUNT_USER',
  'DD_ACCOUNT_CUSTOMER_PROFILE',
  'DD_REPORT_TRANSACTION',
  'DD_REPORT_TRANSACTION_RECURRING',
  'DD_REPORT_REGISTRATION',
  'DD_REPORT_ONLINE_REGISTRATION',
  'DD_REPORT_SUMMARY_PAYMENT_STATUS',
  'SSO',
]);

const outline = (permissions: Parameters<typeof menuOf>[0]) =>
  menuOf(permissions).map((entry) =>
    entry.kind === 'group' ? [entry.label, entry.items.map((item) => `${item.label} ${item.routeId} ${item.path}`)] : `${entry.label} ${entry.routeId} ${entry.path}`,
  );

describe('menuOf', () => {
  it('gives the whole menu of spec section 2 for every permission', () => {
    expect(outline(ALL)).toEqual([
      ['ACCOUNT', ['PROFILE merchant.view /merchant/view', 'USER user.list /user', 'CUSTOMER customer.list /customer']],
      [
        'REPORTS',
        [
          'TRANSACTION reports.transactions /reports/transactions/online',
          'PAYMENT SUMMARY BY STATUS reports.summaryByStatus /reports/summary-by-status',
          'REGISTRATION reports.registration /reports/registration',
          'ONLINE REGISTRATION MONITORING reports.monitoring /reports/online-registration-monitoring',
          'SSO TEXT FILE FORMAT 250 BYTES reports.sso250 /reports/sso-250-bytes',
        ],
      ],
      'USER MANUAL manual /manual',
      'CONTACT US contact /contact',
    ]);
  });

  it('hides empty groups', () => {
    expect(outline(permissionsOf([]))).toEqual(['USER MANUAL manual /manual', 'CONTACT US contact /contact']);
    expect(outline(permissionsOf(['DD_ACCOUNT_USER']))).toEqual([
      ['ACCOUNT', ['USER user.list /user']],
      'USER MANUAL manual /manual',
      'CONTACT US contact /contact',
    ]);
  });

  it('links the transaction report to the scheduled mode when only that is allowed', () => {
    const [reports] = menuOf(permissionsOf(['DD_REPORT_TRANSACTION_RECURRING']));
    expect(reports).toMatchObject({ id: 'reports', items: [{ params: { mode: 'scheduled' }, path: '/reports/transactions/scheduled' }] });
  });

  it('translates labels by key', () => {
    const [account] = menuOf(permissionsOf(['DD_ACCOUNT_PROFILE']), { 'menu.account': 'บัญชี', 'menu.profile': 'โปรไฟล์' });
    expect(account).toMatchObject({ label: 'บัญชี', items: [{ label: 'โปรไฟล์' }] });
  });
});
