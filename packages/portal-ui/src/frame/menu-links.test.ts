import { MENU_LABELS, menuOf, permissionsOf } from '@lego-portal/rules';
import { TH_AREAS } from '@lego-portal/rules/th';
import { describe, expect, it } from 'vitest';
import { createPortalPaths } from '../provider/paths';
import { currentLinkId, menuLinksOf } from './menu-links';

const ALL = permissionsOf([
  'DD_ACCOUNT_PROFILE',
  'DD_ACCOUNT_USER',
  'DD_ACCOUNT_CUSTOMER_PROFILE',
  'DD_REPORT_TRANSACTION',
  'DD_REPORT_TRANSACTION_RECURRING',
  'DD_REPORT_REGISTRATION',
  'DD_REPORT_ONLINE_REGISTRATION',
  'SSO_CPINS',
]);

describe('menu links under a host prefix', () => {
  const paths = createPortalPaths('/merchant-portal');
  const entries = menuLinksOf(menuOf(ALL), paths, MENU_LABELS);

  it('links every item through the host paths', () => {
    const links = entries.flatMap((entry) => (entry.kind === 'group' ? entry.items : [entry]));
    expect(links.map((link) => link.to)).toEqual([
      '/merchant-portal/merchant/view',
      '/merchant-portal/user',
      '/merchant-portal/customer',
      '/merchant-portal/reports/transactions/online',
      '/merchant-portal/reports/registration',
      '/merchant-portal/reports/online-registration-monitoring',
      '/merchant-portal/reports/sso-250-bytes',
      '/merchant-portal/manual',
      '/merchant-portal/contact',
    ]);
  });

  it.each([
    ['/merchant-portal/user/update/1000000001/U2', 'user'],
    ['/merchant-portal/user/', 'user'],
    ['/merchant-portal/customer/view/7', 'customer'],
    ['/merchant-portal/reports/transactions/view/T1', 'transaction'],
    ['/merchant-portal/reports/sso-250-bytes', 'sso250'],
    ['/merchant-portal', null],
    ['/user', null],
    ['/merchant-portal/userx', null],
  ])('marks %s as %s', (pathname, id) => {
    expect(currentLinkId(entries, pathname)).toBe(id);
  });
});

describe('menu labels', () => {
  it('come from the texts given, by entry id', () => {
    const entries = menuLinksOf(menuOf(ALL), createPortalPaths(), TH_AREAS.menu);
    expect(entries.map((entry) => entry.label)).toEqual(['บัญชี', 'รายงาน', 'คู่มือการใช้งาน', 'ติดต่อเรา']);
    const account = entries[0];
    expect(account?.kind === 'group' && account.items.map((item) => item.label)).toEqual(['ข้อมูลร้านค้า', 'ผู้ใช้งาน', 'ลูกค้า']);
  });
});
