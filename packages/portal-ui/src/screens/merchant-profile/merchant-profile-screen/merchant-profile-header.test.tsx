import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PortalSessionContext } from '../../../provider/portal-provider';
import { bankTermsSession } from '../test-kit/bank-terms-users';
import { MerchantProfileHeader } from './merchant-profile-header';

interface SetupOptions {
  isActive?: string;
  busy?: boolean;
  onStatus?: (action: 'ACTIVATE' | 'INACTIVATE') => unknown;
  /** Seen by staff with BANK_MERCHANT_ADMIN (the default) or by the merchant's own user. */
  bankTerms?: boolean;
}

function setup({ isActive = 'Y', busy = false, onStatus = vi.fn(), bankTerms = true }: SetupOptions = {}) {
  const user = userEvent.setup();
  const onEdit = vi.fn();
  render(
    <PortalSessionContext.Provider value={bankTermsSession(bankTerms)}>
      <MerchantProfileHeader headingId="merchant-heading" merchantName="Chao Phraya Insurance PCL" isActive={isActive} busy={busy} onEdit={onEdit} onStatus={onStatus} />
    </PortalSessionContext.Provider>,
  );
  return { user, onEdit, onStatus };
}

/** The Action menu's entries, read after opening it with the keyboard. */
async function entries(user: ReturnType<typeof userEvent.setup>) {
  screen.getByRole('button', { name: 'Action' }).focus();
  await user.keyboard('{Enter}');
  return within(await screen.findByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

/** Picks an Action entry with the keyboard (see the user detail's Action menu tests for why not clicks). */
async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  screen.getByRole('button', { name: 'Action' }).focus();
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  const items = within(menu).getAllByRole('menuitem');
  await waitFor(() => expect(items[0]).toHaveAttribute('data-highlighted'));
  await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
  const index = items.findIndex((item) => item.textContent === name);
  expect(index).toBeGreaterThanOrEqual(0);
  for (let step = 0; step < index; step += 1) await user.keyboard('{ArrowDown}');
  await waitFor(() => expect(items[index]).toHaveAttribute('data-highlighted'));
  await user.keyboard('{Enter}');
}

describe('MerchantProfileHeader', () => {
  it('heads the page with the merchant name and its status, Edit as a button and Inactivate in the Action menu when active', async () => {
    const { user } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Merchant Profile Chao Phraya Insurance PCL' })).toHaveAttribute('id', 'merchant-heading');
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeEnabled();
    expect(await entries(user)).toEqual(['Inactivate']);
  });

  it.each(['Y', 'N'])("offers the merchant's own user Edit only (isActive %s): Activate and Inactivate are the bank's", (isActive) => {
    setup({ isActive, bankTerms: false });
    expect(screen.getByRole('button', { name: 'Edit' })).toBeEnabled();
    // Nothing else to offer: no Action menu at all.
    expect(screen.queryByRole('button', { name: 'Action' })).not.toBeInTheDocument();
  });

  it('offers Activate for an inactive merchant', async () => {
    const { user } = setup({ isActive: 'N' });
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(await entries(user)).toEqual(['Activate']);
  });

  it('goes to Edit without asking', async () => {
    const { user, onEdit, onStatus } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(onEdit).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onStatus).not.toHaveBeenCalled();
  });

  it('asks before Inactivate: Cancel sends nothing, confirming sends INACTIVATE once', async () => {
    const { user, onStatus } = setup();
    await choose(user, 'Inactivate');
    const dialog = await screen.findByRole('alertdialog', { name: 'Inactivate merchant' });
    expect(dialog).toHaveAccessibleDescription('Are you sure to inactivate this merchant? Its payments stop until it is activated again.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onStatus).not.toHaveBeenCalled();
    await choose(user, 'Inactivate');
    const again = await screen.findByRole('alertdialog', { name: 'Inactivate merchant' });
    await user.click(within(again).getByRole('button', { name: 'Inactivate' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onStatus).toHaveBeenCalledTimes(1);
    expect(onStatus).toHaveBeenCalledWith('INACTIVATE');
  });

  it('asks before Activate and sends ACTIVATE', async () => {
    const { user, onStatus } = setup({ isActive: 'N' });
    await choose(user, 'Activate');
    const dialog = await screen.findByRole('alertdialog', { name: 'Activate merchant' });
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(onStatus).toHaveBeenCalledWith('ACTIVATE'));
  });

  it('disables Edit and the Action menu while an action runs', () => {
    setup({ busy: true });
    expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Action' })).toBeDisabled();
  });
});
