import { useLegoClient } from '@lego-portal/api-client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it, inject } from 'vitest';
import { PortalHarness } from '../test-support/portal-harness';
import { createMemoryNavigation } from './memory-navigation';
import { createPortalPaths } from './paths';
import { usePortal } from './portal-provider';

function Health() {
  const { client } = usePortal();
  const [status, setStatus] = useState('checking');
  useEffect(() => {
    void client.GET('/api/health').then(({ response }) => setStatus(String(response.status)));
  }, [client]);
  return <p>health {status}</p>;
}

function DataHookClient() {
  const { client } = usePortal();
  return <p>{useLegoClient() === client ? 'data hooks use the portal client' : 'data hooks use another client'}</p>;
}

function Filters() {
  const { navigation } = usePortal();
  const [search, setSearch] = navigation.useSearchState();
  return (
    <>
      <p>status={search.status ?? 'all'}</p>
      <button type="button" onClick={() => setSearch({ ...search, status: 'L', page: '' })}>
        Locked
      </button>
      <navigation.Link to="/user/view/1000000001/U1">detail</navigation.Link>
    </>
  );
}

describe('PortalProvider', () => {
  it('gives screens a client that reaches the real sandbox', async () => {
    render(
      <PortalHarness baseUrl={inject('sandboxUrl')}>
        <Health />
      </PortalHarness>,
    );
    expect(await screen.findByText('health 200')).toBeInTheDocument();
  });

  it("gives the api-client's data hooks the same client", () => {
    render(
      <PortalHarness>
        <DataHookClient />
      </PortalHarness>,
    );
    expect(screen.getByText('data hooks use the portal client')).toBeInTheDocument();
  });

  it('keeps list state in the query string, so going back from a detail restores it', async () => {
    const navigation = createMemoryNavigation('/user');
    render(
      <PortalHarness navigation={navigation}>
        <Filters />
      </PortalHarness>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Locked' }));
    expect(navigation.location).toBe('/user?status=L');
    await userEvent.click(screen.getByRole('link', { name: 'detail' }));
    expect(navigation.location).toBe('/user/view/1000000001/U1');
    navigation.back();
    await waitFor(() => expect(screen.getByText('status=L')).toBeInTheDocument());
  });

  it('builds every path under a host prefix', () => {
    const paths = createPortalPaths('/merchant-portal');
    expect(paths.home()).toBe('/merchant-portal');
    expect(paths.userView('1000000001', 'a/b')).toBe('/merchant-portal/user/view/1000000001/a%2Fb');
    expect(createPortalPaths().transactions('scheduled')).toBe('/reports/transactions/scheduled');
    // Staff name the transaction's merchant; a merchant user's link names none.
    expect(paths.transactionDetail('TX/1', '1000000002')).toBe('/merchant-portal/reports/transactions/view/TX%2F1?merchantId=1000000002');
    expect(paths.transactionDetail('TX1')).toBe('/merchant-portal/reports/transactions/view/TX1');
  });
});
