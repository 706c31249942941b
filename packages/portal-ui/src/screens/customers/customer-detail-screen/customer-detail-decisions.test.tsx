/**
 * Decisions with reasons on the customer detail (issue 32), against the real sandbox: Reject asks
 * a reason and refuses none at the field; the detail then shows the last decision; Approve takes
 * a note; a change whose customer changed since its request is refused with the server's message
 * and the dialog stays usable.
 */
import type { TokenSet } from '@lego-portal/api-client';
import { approvedCustomer, createActiveUser, signInTokens, submitChange } from '@lego-portal/test-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { renderPortal } from '../../../test-support/render-portal';
import { CustomerDetailScreen } from './customer-detail-screen';

const url = inject('sandboxUrl');
let checker: TokenSet;
let maker: { username: string; tokens: TokenSet };

beforeAll(async () => {
  checker = await signInTokens(url, 'demo_full');
  maker = await createActiveUser(url, { grants: { customerProfile: 'Y' } });
});

/** An active customer with an UPDATE (a new email) pending from `maker`. */
async function pendingUpdate(name: string) {
  const customer = await approvedCustomer(url, maker.tokens, name, `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`);
  const profile = { ...customer.profile, customerInfo: { ...customer.profile.customerInfo, email: 'decided.after@example.com' } };
  await submitChange(url, maker.tokens, { action: 'UPDATE', custProfileId: customer.custProfileId, customerProfile: profile });
  return customer.custProfileId;
}

const renderDetail = (custProfileId: string) =>
  renderPortal(<CustomerDetailScreen custProfileId={custProfileId} />, { path: `/customer/view/${custProfileId}`, sandbox: { url, tokens: checker } });

const openPending = async () => {
  await userEvent.click((await screen.findAllByRole('button', { name: 'View Pending Change' }))[0]!);
  const dialog = within(await screen.findByRole('dialog', { name: 'Pending Change' }));
  await dialog.findByRole('row', { name: /Email/ });
  return dialog;
};

describe('decisions with reasons', () => {
  it('refuses a rejection without a reason at the field, sends the trimmed reason, and shows it as the last decision', async () => {
    const id = await pendingUpdate('Reason Detail');
    const view = renderDetail(id);
    const dialog = await openPending();
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    const reason = dialog.getByRole('textbox', { name: /^Reason/ });
    await waitFor(() => expect(reason).toHaveFocus());
    expect(reason).toBeRequired();
    // Only blanks: refused at the field, nothing sent, the focus back on it.
    await userEvent.type(reason, '   ');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await dialog.findByText('Please enter the reason for rejecting this change.')).toBeInTheDocument();
    expect(reason).toHaveAccessibleDescription(/Please enter the reason for rejecting this change\./);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(reason).toHaveFocus());
    expect(view.sentTo('/customerprofile/approval')).toHaveLength(0);

    await userEvent.type(reason, '  Wrong email, please check with the customer.  ');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    const result = await screen.findByRole('alertdialog', { name: 'Reject change successful' });
    await userEvent.click(within(result).getByRole('button', { name: 'OK' }));
    const last = within(await screen.findByRole('region', { name: 'Last decision' }));
    expect(last.getByText('Rejected')).toBeInTheDocument();
    expect(last.getByText('Wrong email, please check with the customer.')).toBeInTheDocument();
    expect(last.getByText('demo_full')).toBeInTheDocument();
    expect(last.getByText(maker.username)).toBeInTheDocument();
    expect(last.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/)).toBeInTheDocument();
  });

  it('approves with an optional note, shown with the approval', async () => {
    const id = await pendingUpdate('Note Detail');
    renderDetail(id);
    const dialog = await openPending();
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    const note = dialog.getByRole('textbox', { name: 'Note (optional)' });
    await waitFor(() => expect(note).toHaveFocus());
    expect(note).not.toBeRequired();
    await userEvent.type(note, 'Checked with the branch.');
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Approve change successful' })).getByRole('button', { name: 'OK' }));
    const last = within(await screen.findByRole('region', { name: 'Last decision' }));
    expect(last.getByText('Approved')).toBeInTheDocument();
    expect(last.getByText('Checked with the branch.')).toBeInTheDocument();
    // 'View Pending Change' is gone: the focus is on the customer's heading, not the page's start.
    expect(screen.queryByRole('button', { name: 'View Pending Change' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it("says the server's 409 when the customer changed since the request, and the change can still be rejected", async () => {
    const id = await pendingUpdate('Changed Detail');
    renderDetail(id);
    const dialog = await openPending();
    // Another system changes the customer while the dialog is open (the sandbox's demo route).
    const touched = await fetch(`${url}/api/dev/customer-changed`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ custProfileId: id }) });
    expect(touched.status).toBe(200);
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Approve change error');
    expect(alert).toHaveTextContent('This customer changed after the request was made. Reject it and make the change again.');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Reason/ }), 'Customer changed meanwhile');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Reject change successful' })).getByRole('button', { name: 'OK' }));
    expect(within(await screen.findByRole('region', { name: 'Last decision' })).getByText('Customer changed meanwhile')).toBeInTheDocument();
  });
});
