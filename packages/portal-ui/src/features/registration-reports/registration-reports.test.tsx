import type { TokenSet } from '@lego-portal/api-client';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { RegistrationReports } from './registration-reports';
import { signInTokens } from '@lego-portal/test-kit';
import { renderPortal } from '../../test-support/render-portal';

const url = inject('sandboxUrl');
let tokens: TokenSet;
// The feature loads each screen lazily; its modules are transformed here once, as a browser
// would have the chunks cached, so the tests' waits measure the screens, not the compiler.
beforeAll(() => Promise.all([import('../../screens/reports/registration-report-screen/registration-report-screen'), import('../../screens/reports/online-registration-monitoring-screen/online-registration-monitoring-screen'), import('../../screens/reports/sso250-report-screen/sso250-report-screen'), import('../../screens/reports/summary-by-status-screen/summary-by-status-screen')]), 60_000);
beforeAll(async () => {
  tokens = await signInTokens(url, 'demo_full');
});

const reports = <RegistrationReports prefix="/staff/reports" />;

describe('RegistrationReports', () => {
  it('shows each report at its path under the prefix, where the host menu leads', async () => {
    const { navigation } = renderPortal(reports, { path: '/staff/reports/registration', sandbox: { url, tokens } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Registration Report' })).toBeInTheDocument();
    act(() => navigation.navigate('/staff/reports/online-registration-monitoring'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Online Registration Monitoring' })).toBeInTheDocument();
    act(() => navigation.navigate('/staff/reports/sso-250-bytes'));
    expect(await screen.findByRole('heading', { level: 1, name: 'SSO Text File Format 250 Bytes' })).toBeInTheDocument();
    act(() => navigation.navigate('/staff/reports/summary-by-status'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Summary of Payments by Status' })).toBeInTheDocument();
  });

  it('opens the first report the session may see at the prefix itself', async () => {
    const full = renderPortal(reports, { path: '/staff/reports', sandbox: { url, tokens } });
    await waitFor(() => expect(full.navigation.history).toEqual(['/staff/reports/registration']));
    full.unmount();
    const sso = renderPortal(reports, { user: { roles: ['SSO_CPINS'] }, path: '/staff/reports', sandbox: { url, tokens } });
    await waitFor(() => expect(sso.navigation.history).toEqual(['/staff/reports/sso-250-bytes']));
    sso.unmount();
    const summary = renderPortal(reports, { user: { roles: ['DD_REPORT_SUMMARY_PAYMENT_STATUS'] }, path: '/staff/reports', sandbox: { url, tokens } });
    await waitFor(() => expect(summary.navigation.history).toEqual(['/staff/reports/summary-by-status']));
  });

  it("sends another path to not found, and leaves the host's transaction report under /reports alone", async () => {
    const unknown = renderPortal(reports, { path: '/staff/reports/summary', sandbox: { url, tokens } });
    await waitFor(() => expect(unknown.navigation.location).toBe('/notfound'));
    unknown.unmount();
    // render() runs the effects: a redirect would already have replaced the entry.
    const { navigation } = renderPortal(<RegistrationReports />, { path: '/reports/transactions/online', sandbox: { url, tokens } });
    expect(navigation.history).toEqual(['/reports/transactions/online']);
  });

  it("sends a report the session's roles do not grant to unauthorized, showing no screen", async () => {
    const { navigation } = renderPortal(reports, { user: { roles: ['DD_REPORT_ONLINE_REGISTRATION'] }, path: '/staff/reports/registration', sandbox: { url } });
    await waitFor(() => expect(navigation.location).toBe('/unauthorized'));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
