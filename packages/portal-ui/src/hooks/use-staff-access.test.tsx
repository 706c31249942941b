import { STAFF_ROLES } from '@lego-portal/rules';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryNavigation } from '../provider/memory-navigation';
import { PortalProvider } from '../provider/portal-provider';
import { FULL_ACCESS_USER, staticSession } from '../test-support/portal-harness';
import { renderPortal } from '../test-support/render-portal';
import { useStaffAccess } from './use-staff-access';
import { createLegoClient } from '@lego-portal/api-client';
import { QueryClient } from '@tanstack/react-query';

/** Shows each access as text, as a screen would show or hide what it governs. */
function AccessProbe() {
  const access = useStaffAccess();
  return (
    <ul>
      {Object.entries(access).map(([name, value]) => (
        <li key={name}>{`${name}: ${value ? 'yes' : 'no'}`}</li>
      ))}
    </ul>
  );
}

const shown = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('useStaffAccess', () => {
  it('gives a merchant user no staff access', () => {
    renderPortal(<AccessProbe />, { user: {} });
    expect(shown()).toEqual(['staff: no', 'setsBankTerms: no', 'customerMaker: no', 'customerChecker: no', 'reports: no']);
  });

  it('gives none when signed out', () => {
    renderPortal(<AccessProbe />, { user: null });
    expect(shown()).toEqual(['staff: no', 'setsBankTerms: no', 'customerMaker: no', 'customerChecker: no', 'reports: no']);
  });

  it("reads the staff roles of a session object an embedding host passes to PortalProvider", () => {
    // The intranet's own session object: no SessionProvider, only PortalProvider's `session` prop.
    const session = staticSession({
      ...FULL_ACCESS_USER,
      userName: 'staff_maker',
      merchantProfile: { merchantId: '', merchantName: '' },
      roles: [STAFF_ROLES.merchantAdmin, STAFF_ROLES.customerMaker, STAFF_ROLES.report],
    });
    render(
      <PortalProvider client={createLegoClient({ baseUrl: 'http://127.0.0.1:9', session: { getTokens: () => null, setTokens: () => {} } })} queryClient={new QueryClient()} navigation={createMemoryNavigation('/')} session={session}>
        <AccessProbe />
      </PortalProvider>,
    );
    expect(shown()).toEqual(['staff: yes', 'setsBankTerms: yes', 'customerMaker: yes', 'customerChecker: no', 'reports: yes']);
  });

  it('gives a checker only what a checker does', () => {
    renderPortal(<AccessProbe />, { user: { roles: [STAFF_ROLES.customerChecker, STAFF_ROLES.report] } });
    expect(shown()).toEqual(['staff: yes', 'setsBankTerms: no', 'customerMaker: no', 'customerChecker: yes', 'reports: yes']);
  });
});
