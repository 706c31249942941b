import { describe, expect, it } from 'vitest';
import { permissionsOf } from './roles';
import { canAccessRoute, matchPathPattern, matchRoute, pathOf, requiredPermissionFor, routeVerdict, ROUTES } from './routes';

describe('matchRoute', () => {
  it.each([
    ['/', 'home', {}],
    ['/change-password', 'changePassword', {}],
    ['/merchant/view', 'merchant.view', {}],
    ['/merchant/update', 'merchant.update', {}],
    ['/merchant/delete', 'notFound', {}],
    ['/user', 'user.list', {}],
    ['/user/create', 'user.create', {}],
    ['/user/unknown', 'notFound', {}],
    ['/user/view/1234567890/42', 'user.view', { merchantId: '1234567890', userId: '42' }],
    ['/user/update/1234567890/42', 'user.update', { merchantId: '1234567890', userId: '42' }],
    ['/customer', 'customer.list', {}],
    ['/customer/view/77', 'customer.view', { action: 'view', custProfileId: '77' }],
    ['/customer/edit/77', 'notFound', {}],
    ['/customer/create', 'notFound', {}],
    ['/reports/transactions/online', 'reports.transactions', { mode: 'online' }],
    ['/reports/transactions/scheduled', 'reports.transactions', { mode: 'scheduled' }],
    ['/reports/transactions/daily', 'notFound', {}],
    ['/reports/transactions/view/TXN%2F1', 'reports.transactionDetail', { txnNumber: 'TXN/1' }],
    ['/reports/transactions/view/%E0%A4%A', 'reports.transactionDetail', { txnNumber: '%E0%A4%A' }],
    ['/reports/registration', 'reports.registration', {}],
    ['/reports/online-registration-monitoring', 'reports.monitoring', {}],
    ['/reports/sso-250-bytes', 'reports.sso250', {}],
    ['/reports/summary-by-status', 'reports.summaryByStatus', {}],
    ['/reports/summary-by-status/extra', 'notFound', {}],
    ['/manual', 'manual', {}],
    ['/contact', 'contact', {}],
    ['/unauthorized', 'unauthorized', {}],
    ['/notfound', 'notFound', {}],
    ['/nowhere/at/all', 'notFound', {}],
    // Fixed segments ignore case, as the host's router does; an action or mode is one of the spec's words.
    ['/User/Create', 'user.create', {}],
    ['/NOTFOUND', 'notFound', {}],
    ['/Customer/view/77', 'customer.view', { action: 'view', custProfileId: '77' }],
    ['/customer/VIEW/77', 'notFound', {}],
  ])('%s -> %s', (path, routeId, params) => {
    expect(matchRoute(path)).toEqual({ routeId, params });
  });
});

describe('permissions of routes', () => {
  const online = permissionsOf(['DD_REPORT_TRANSACTION']);

  it('narrows the transaction report by mode', () => {
    expect(requiredPermissionFor('reports.transactions')).toEqual(['onlineTransactionReport', 'scheduledTransactionReport']);
    expect(requiredPermissionFor('reports.transactions', { mode: 'online' })).toEqual(['onlineTransactionReport']);
    expect(requiredPermissionFor('reports.transactions', { mode: 'scheduled' })).toEqual(['scheduledTransactionReport']);
    expect(canAccessRoute(online, 'reports.transactions', { mode: 'online' })).toBe(true);
    expect(canAccessRoute(online, 'reports.transactions', { mode: 'scheduled' })).toBe(false);
    expect(canAccessRoute(online, 'reports.transactionDetail')).toBe(true);
  });

  it('guards each account screen by its role and leaves open routes open', () => {
    expect(canAccessRoute(online, 'merchant.view')).toBe(false);
    expect(canAccessRoute(permissionsOf(['DD_ACCOUNT_PROFILE']), 'merchant.update')).toBe(true);
    expect(canAccessRoute(online, 'user.list')).toBe(false);
    expect(canAccessRoute(online, 'home')).toBe(true);
    expect(ROUTES['customer.create'].registered).toBe(false);
  });

  it('judges a route in the spec\'s order: an unknown action or mode first, then the role', () => {
    const none = permissionsOf([]);
    expect(routeVerdict(none, 'customer.view', { action: 'edit', custProfileId: '1' })).toBe('notFound');
    expect(routeVerdict(none, 'customer.view', { action: 'view', custProfileId: '1' })).toBe('unauthorized');
    expect(routeVerdict(permissionsOf(['DD_ACCOUNT_CUSTOMER_PROFILE']), 'customer.view', { action: 'view' })).toBe('open');
    expect(routeVerdict(online, 'reports.transactions', { mode: 'weekly' })).toBe('notFound');
    expect(routeVerdict(online, 'reports.transactions', { mode: 'scheduled' })).toBe('unauthorized');
    expect(routeVerdict(online, 'reports.transactions', { mode: 'online' })).toBe('open');
    expect(routeVerdict(none, 'notFound')).toBe('open');
    expect(routeVerdict(none, 'user.list')).toBe('unauthorized');
  });

  it('builds paths from parameters', () => {
    expect(pathOf('user.view', { merchantId: '1234567890', userId: 7 })).toBe('/user/view/1234567890/7');
    expect(pathOf('reports.transactionDetail', { txnNumber: 'A B' })).toBe('/reports/transactions/view/A%20B');
    expect(pathOf('user.view')).toBe('/user/view/:merchantId/:userId');
  });
});

describe('matchPathPattern', () => {
  it('takes one segment per parameter and fixed segments in any case', () => {
    expect(matchPathPattern('user/:action', ['User', 'create'])).toEqual({ action: 'create' });
    expect(matchPathPattern('/customer/view/:custProfileId', ['customer', 'VIEW', 'a b'])).toEqual({ custProfileId: 'a b' });
    expect(matchPathPattern('', [])).toEqual({});
  });

  it('refuses a path of another length or another fixed segment', () => {
    expect(matchPathPattern('user/:action', ['user'])).toBeNull();
    expect(matchPathPattern('user/:action', ['user', 'create', 'x'])).toBeNull();
    expect(matchPathPattern('user/:action', ['users', 'create'])).toBeNull();
  });
});
