import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createLegoClient } from '@lego-portal/api-client';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../test-support/portal-harness';
import type { SessionUser } from '../session/session-types';
import { PortalProvider } from './portal-provider';
import { createMemoryStorage, usePortalStorage, type PortalStorage } from './portal-storage';
import { createMemoryNavigation } from './memory-navigation';

const OTHER_USER: SessionUser = { ...FULL_ACCESS_USER, userName: 'demo_reports', name: 'Reports Demo' };

/** A host's adapter as a plain record, so the test reads what the host was given. */
function fakeStorage(): PortalStorage & { record: Record<string, string> } {
  const record: Record<string, string> = {};
  return {
    record,
    get: (key) => record[key] ?? null,
    set: (key, value) => {
      if (value === null) delete record[key];
      else record[key] = value;
    },
  };
}

function Columns({ label = 'columns' }: { label?: string }) {
  const [value, setValue] = usePortalStorage('columns:transactions');
  return (
    <>
      <p>
        {label}: {value ?? 'default'}
      </p>
      <button type="button" onClick={() => setValue('hide merchantFee')}>
        Hide ({label})
      </button>
      <button type="button" onClick={() => setValue(null)}>
        Forget ({label})
      </button>
    </>
  );
}

function As({ user, storage, children }: { user: SessionUser | null; storage?: PortalStorage; children: ReactNode }) {
  return (
    <PortalHarness session={staticSession(user)} storage={storage}>
      {children}
    </PortalHarness>
  );
}

describe('usePortalStorage', () => {
  it("keeps a user's value in the host's storage under a key of that user's own", async () => {
    const storage = fakeStorage();
    render(
      <As user={FULL_ACCESS_USER} storage={storage}>
        <Columns />
      </As>,
    );
    expect(screen.getByText('columns: default')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide (columns)' }));
    expect(screen.getByText('columns: hide merchantFee')).toBeInTheDocument();
    expect(storage.record).toEqual({ 'lego-portal:demo_full:columns:transactions': 'hide merchantFee' });
    await userEvent.click(screen.getByRole('button', { name: 'Forget (columns)' }));
    expect(screen.getByText('columns: default')).toBeInTheDocument();
    expect(storage.record).toEqual({});
  });

  it('shows nothing of one user to the next in the same storage, and gives the first theirs back', async () => {
    const storage = fakeStorage();
    const { rerender } = render(
      <As user={FULL_ACCESS_USER} storage={storage}>
        <Columns />
      </As>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Hide (columns)' }));
    expect(screen.getByText('columns: hide merchantFee')).toBeInTheDocument();

    // Signed out: nothing read, nothing written (the value lives in the component only).
    rerender(
      <As user={null} storage={storage}>
        <Columns />
      </As>,
    );
    expect(screen.getByText('columns: default')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide (columns)' }));
    expect(screen.getByText('columns: hide merchantFee')).toBeInTheDocument();
    expect(Object.keys(storage.record)).toEqual(['lego-portal:demo_full:columns:transactions']);

    rerender(
      <As user={OTHER_USER} storage={storage}>
        <Columns />
      </As>,
    );
    expect(screen.getByText('columns: default')).toBeInTheDocument();

    rerender(
      <As user={FULL_ACCESS_USER} storage={storage}>
        <Columns />
      </As>,
    );
    expect(screen.getByText('columns: hide merchantFee')).toBeInTheDocument();
    expect(Object.keys(storage.record)).toEqual(['lego-portal:demo_full:columns:transactions']);
  });

  it('tells every reader of a key when one of them changes it', async () => {
    render(
      <As user={FULL_ACCESS_USER} storage={createMemoryStorage()}>
        <Columns label="table" />
        <Columns label="chooser" />
      </As>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Hide (chooser)' }));
    expect(screen.getByText('table: hide merchantFee')).toBeInTheDocument();
  });

  it('keeps values in memory only when the host gives no storage: a new page starts without them', async () => {
    const page = () => (
      <PortalHarness session={staticSession(FULL_ACCESS_USER)}>
        <Columns />
      </PortalHarness>
    );
    const first = render(page());
    await userEvent.click(screen.getByRole('button', { name: 'Hide (columns)' }));
    expect(screen.getByText('columns: hide merchantFee')).toBeInTheDocument();
    first.unmount();
    // A reload: the portal is mounted again, and its memory is new.
    act(() => void render(page()));
    expect(screen.getByText('columns: default')).toBeInTheDocument();
  });

  it("gives a nested PortalProvider without storage its parent's", async () => {
    const storage = fakeStorage();
    render(
      <As user={FULL_ACCESS_USER} storage={storage}>
        <PortalProvider client={createLegoClient({ baseUrl: '', session: { getTokens: () => null, setTokens() {} } })} navigation={createMemoryNavigation('/')}>
          <Columns />
        </PortalProvider>
      </As>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Hide (columns)' }));
    expect(storage.record['lego-portal:demo_full:columns:transactions']).toBe('hide merchantFee');
  });
});
