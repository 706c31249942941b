import type { TokenSet } from '@lego-portal/api-client';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signInTokens } from '../../test-support/sandbox-accounts';
import { renderFeature } from '../test-kit/render-feature';
import { RegistrationReports } from './registration-reports';

const url = inject('sandboxUrl');
let tokens: TokenSet;
beforeAll(async () => {
  tokens = await signInTokens(url, 'demo_full');
});

const reports = <RegistrationReports prefix="/staff/reports" />;

describe('RegistrationReports', () => {
  it('shows each report at its path under the prefix, where the host menu leads', async () => {
    const { navigation } = renderFeature(reports, { url, tokens, path: '/staff/reports/registration' });
    expect(screen.getByRole('heading', { level: 1, name: 'Registration Report' })).toBeInTheDocument();
    act(() => navigation.navigate('/staff/reports/online-registration-monitoring'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Online Registration Monitoring' })).toBeInTheDocument();
    act(() => navigation.navigate('/staff/reports/sso-250-bytes'));
    expect(await screen.findByRole('heading', { level: 1, name: 'SSO Text File Format 250 Bytes' })).toBeInTheDocument();
  });

  it('opens the first report the session may see at the prefix itself', async () => {
    const full = renderFeature(reports, { url, tokens, path: '/staff/reports' });
    await waitFor(() => expect(full.navigation.history).toEqual(['/staff/reports/registration']));
    full.unmount();
    const sso = renderFeature(reports, { url, tokens, path: '/staff/reports', roles: ['SSO_CPINS'] });
    await waitFor(() => expect(sso.navigation.history).toEqual(['/staff/reports/sso-250-bytes']));
  });

  it("sends another path to not found, and leaves the host's transaction report under /reports alone", async () => {
    const unknown = renderFeature(reports, { url, tokens, path: '/staff/reports/summary' });
    await waitFor(() => expect(unknown.navigation.location).toBe('/notfound'));
    unknown.unmount();
    // render() runs the effects: a redirect would already have replaced the entry.
    const { navigation } = renderFeature(<RegistrationReports />, { url, tokens, path: '/reports/transactions/online' });
    expect(navigation.history).toEqual(['/reports/transactions/online']);
  });

  it("sends a report the session's roles do not grant to unauthorized, showing no screen", async () => {
    const { navigation } = renderFeature(reports, { url, path: '/staff/reports/registration', roles: ['DD_REPORT_ONLINE_REGISTRATION'] });
    await waitFor(() => expect(navigation.location).toBe('/unauthorized'));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
