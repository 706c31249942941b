import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { MemoryNavigation } from '../../provider/memory-navigation';
import { createMemoryNavigation } from '../../provider/memory-navigation';
import { usePortal } from '../../provider/portal-provider';
import { PortalHarness } from '../../test-support/portal-harness';
import { LeaveGuard } from './leave-guard';

/** A page with a field: changing it makes the page dirty; a link leads away. */
function EditPage({ texts }: { texts?: boolean }) {
  const { navigation } = usePortal();
  const [name, setName] = useState('');
  return (
    <>
      <label>
        Merchant name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <navigation.Link to="/merchant/list">Merchant list</navigation.Link>
      {texts ? (
        <LeaveGuard when={name !== ''} title="Leave merchant" message="Unsaved merchant." leaveLabel="Discard" stayLabel="Keep editing" />
      ) : (
        <LeaveGuard when={name !== ''} />
      )}
    </>
  );
}

function renderEditPage(texts = false) {
  const navigation = createMemoryNavigation('/merchant/edit');
  render(
    <PortalHarness navigation={navigation}>
      <EditPage texts={texts} />
    </PortalHarness>,
  );
  return navigation;
}

async function leaveDirty(navigation: MemoryNavigation) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Merchant name' }), 'Chao Phraya');
  await user.click(screen.getByRole('link', { name: 'Merchant list' }));
  expect(navigation.location).toBe('/merchant/edit');
  return { user, dialog: await screen.findByRole('alertdialog', { name: 'Leave this page' }) };
}

describe('LeaveGuard', () => {
  it('asks before leaving a changed page; Stay keeps the page and what was typed', async () => {
    const navigation = renderEditPage();
    const { user, dialog } = await leaveDirty(navigation);
    expect(dialog).toHaveAccessibleDescription('Your changes have not been saved. Are you sure to leave this page?');

    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(navigation.location).toBe('/merchant/edit');
    await vi.waitFor(() => expect(screen.getByRole('link', { name: 'Merchant list' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Merchant name' })).toHaveValue('Chao Phraya');
  });

  it('goes where the person was going on Leave', async () => {
    const navigation = renderEditPage();
    const { user } = await leaveDirty(navigation);
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(navigation.location).toBe('/merchant/list');
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays on Escape', async () => {
    const navigation = renderEditPage();
    const { user, dialog } = await leaveDirty(navigation);
    await vi.waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(navigation.location).toBe('/merchant/edit');
  });

  it('shows the texts the screen gives', async () => {
    const navigation = renderEditPage(true);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Merchant name' }), 'x');
    act(() => navigation.navigate('/merchant/view'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave merchant' });
    expect(dialog).toHaveAccessibleDescription('Unsaved merchant.');
    expect(screen.getByRole('button', { name: 'Keep editing' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(navigation.location).toBe('/merchant/view');
  });

  it('does not ask while nothing was changed', async () => {
    const navigation = renderEditPage();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Merchant list' }));
    expect(navigation.location).toBe('/merchant/list');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks the browser before a reload only while the page is changed', async () => {
    renderEditPage();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      fireEvent(window, event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Merchant name' }), 'x');
    expect(unload()).toBe(true);
    await userEvent.setup().clear(screen.getByRole('textbox', { name: 'Merchant name' }));
    expect(unload()).toBe(false);
  });

  it('only asks the browser when the host navigation has no leave guard', async () => {
    // An adapter written before useLeaveGuard existed.
    const navigation: Partial<MemoryNavigation> = createMemoryNavigation('/merchant/edit');
    delete navigation.useLeaveGuard;
    render(
      <PortalHarness navigation={navigation as MemoryNavigation}>
        <EditPage />
      </PortalHarness>,
    );
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Merchant name' }), 'x');
    const event = new Event('beforeunload', { cancelable: true });
    fireEvent(window, event);
    expect(event.defaultPrevented).toBe(true);
    act(() => navigation.navigate?.('/merchant/view'));
    expect(navigation.location).toBe('/merchant/view');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
