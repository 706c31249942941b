import { NO_PERMISSIONS, permissionsOf } from '@lego-portal/rules';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createPortalPaths } from '../../provider/paths';
import type { FeatureRoute } from './feature-routes';
import { featurePath, parentPath, resolveFeature, segmentsUnder } from './feature-routes';

const paths = createPortalPaths();
const screen = () => createElement('p');
const ROUTES: FeatureRoute[] = [
  { path: '', redirect: ({ paths: current }) => current.merchant('view') },
  { path: 'view/:id', routeId: 'customer.view', render: screen },
  { path: 'online', routeId: 'reports.transactions', params: { mode: 'online' }, render: screen },
];
const everything = permissionsOf(['DD_ACCOUNT_PROFILE', 'DD_ACCOUNT_CUSTOMER_PROFILE', 'DD_REPORT_TRANSACTION']);
const resolve = (pathname: string, permissions = everything, prefix = '/staff/feature') =>
  resolveFeature({ prefix, pathname, routes: ROUTES, paths, permissions });

describe('a feature under its prefix', () => {
  it('builds and reads paths under the prefix, encoded segments included', () => {
    expect(featurePath('/staff/users/', 'view', '1000000001', 'a/b')).toBe('/staff/users/view/1000000001/a%2Fb');
    expect(featurePath('/staff/users')).toBe('/staff/users');
    expect(featurePath('/')).toBe('/');
    expect(featurePath('', 'create')).toBe('/create');
    expect(parentPath('/reports/transactions/online')).toBe('/reports/transactions');
    expect(parentPath('/merchant')).toBe('/');
    expect(segmentsUnder('/staff/users', '/Staff/Users/view/1/a%2Fb/')).toEqual(['view', '1', 'a/b']);
    expect(segmentsUnder('/staff/users', '/staff/user')).toBeNull();
    expect(segmentsUnder('/staff/users', '/staff')).toBeNull();
  });

  it('shows the screen of a known path, with its parameters', () => {
    expect(resolve('/staff/feature/VIEW/C%201')).toMatchObject({ kind: 'screen', params: { id: 'C 1' } });
    expect(resolve('/staff/feature/online')).toMatchObject({ kind: 'screen', route: { routeId: 'reports.transactions' } });
  });

  it('sends an unknown path to not found before it looks at permissions, and a screen the session may not open to unauthorized', () => {
    expect(resolve('/staff/feature/edit/C1', NO_PERMISSIONS)).toEqual({ kind: 'redirect', to: '/notfound' });
    expect(resolve('/staff/feature/view', everything)).toEqual({ kind: 'redirect', to: '/notfound' });
    expect(resolve('/staff/feature/view/C1', permissionsOf(['DD_ACCOUNT_PROFILE']))).toEqual({ kind: 'redirect', to: '/unauthorized' });
    // The transaction report's mode decides which role it needs.
    expect(resolve('/staff/feature/online', permissionsOf(['DD_REPORT_TRANSACTION_RECURRING']))).toEqual({ kind: 'redirect', to: '/unauthorized' });
  });

  it('lets the rules\' route table judge a path\'s action or mode: one it does not allow is not found, whatever the role', () => {
    const routes: FeatureRoute[] = [
      { path: ':action/:custProfileId', routeId: 'customer.view', render: screen },
      { path: ':mode', routeId: 'reports.transactions', render: screen },
    ];
    const at = (pathname: string, permissions = everything) => resolveFeature({ prefix: '/c', pathname, routes, paths, permissions });
    expect(at('/c/view/C1')).toMatchObject({ kind: 'screen', params: { action: 'view', custProfileId: 'C1' } });
    expect(at('/c/edit/C1')).toEqual({ kind: 'redirect', to: '/notfound' });
    expect(at('/c/edit/C1', NO_PERMISSIONS)).toEqual({ kind: 'redirect', to: '/notfound' });
    expect(at('/c/view/C1', NO_PERMISSIONS)).toEqual({ kind: 'redirect', to: '/unauthorized' });
    expect(at('/c/weekly')).toEqual({ kind: 'redirect', to: '/notfound' });
    expect(at('/c/scheduled', permissionsOf(['DD_REPORT_TRANSACTION']))).toEqual({ kind: 'redirect', to: '/unauthorized' });
  });

  it('follows a redirect route, and leaves paths outside the prefix and the host pages alone', () => {
    expect(resolve('/staff/feature')).toEqual({ kind: 'redirect', to: '/merchant/view' });
    expect(resolve('/staff/other')).toEqual({ kind: 'outside' });
    // Another feature's prefix inside this one's (the transaction report under /reports).
    const others = ['/staff/feature/transactions'];
    expect(resolveFeature({ prefix: '/staff/feature', pathname: '/staff/feature/transactions/online', routes: ROUTES, paths, permissions: everything, others })).toEqual({
      kind: 'outside',
    });
    // One that is not below it (a host whose transactions sit at the root) takes nothing from it.
    expect(resolveFeature({ prefix: '/staff/feature', pathname: '/staff/feature/bogus', routes: ROUTES, paths, permissions: everything, others: ['/'] })).toEqual({
      kind: 'redirect',
      to: '/notfound',
    });
    // Under a prefix of '/', the host's not-found page would otherwise send itself to itself.
    expect(resolve('/notfound', everything, '/')).toEqual({ kind: 'outside' });
    expect(resolve('/unauthorized', everything, '/')).toEqual({ kind: 'outside' });
  });
});
