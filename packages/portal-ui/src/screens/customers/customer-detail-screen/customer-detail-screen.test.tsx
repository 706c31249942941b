import type { TokenSet } from '@lego-portal/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CustomerDetailScreen } from './customer-detail-screen';
import { approvedCustomer, decide, createActiveUser, signInTokens, submitChange } from '@lego-portal/test-kit';
import { renderPortal } from '../../../test-support/render-portal';

const url = inject('sandboxUrl');
let admin: TokenSet;
let maker: { username: string; tokens: TokenSet };

beforeAll(async () => {
  admin = await signInTokens(url, 'demo_full');
  maker = await createActiveUser(url, { grants: { customerProfile: 'Y' } });
});

const renderDetail = (custProfileId: string) =>
  renderPortal(<CustomerDetailScreen custProfileId={custProfileId} />, { path: `/customer/view/${custProfileId}`, sandbox: { url, tokens: admin } });

const openPending = async () => {
  await userEvent.click((await screen.findAllByRole('button', { name: 'View Pending Change' }))[0]!);
  return within(await screen.findByRole('dialog', { name: 'Pending Change' }));
};

describe('CustomerDetailScreen', () => {
  it('shows the customer read only, and Back to Customer List returns to the list', async () => {
    const customer = await approvedCustomer(url, maker.tokens, 'Kanya Detail', 'kanya.detail@example.com');
    const view = renderDetail(customer.custProfileId);
    expect(screen.getByRole('status')).toHaveTextContent('Loading customer…');
    expect(await screen.findByRole('heading', { level: 1, name: /Kanya Detail/ })).toBeInTheDocument();
    expect(screen.getByText('ACTIVE')).toBeInTheDocument();
    expect(screen.queryByText('PENDING APPROVAL')).not.toBeInTheDocument();
    expect(screen.getAllByText('kanya.detail@example.com').length).toBeGreaterThan(0);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Customer List' }));
    expect(view.navigation.location).toBe('/customer');
  });

  it('offers View Pending Change only while a change waits', async () => {
    const customer = await approvedCustomer(url, maker.tokens, 'Quiet Detail', 'quiet.detail@example.com');
    renderDetail(customer.custProfileId);
    expect(await screen.findByRole('heading', { level: 1, name: /Quiet Detail/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View Pending Change' })).not.toBeInTheDocument();
  });

  it("says 'No change pending for approval.' and offers no decision when another user decided the change meanwhile", async () => {
    const customer = await approvedCustomer(url, maker.tokens, 'Raced Detail', 'raced.before@example.com');
    const profile = { ...customer.profile, customerInfo: { ...customer.profile.customerInfo, email: 'raced.after@example.com' } };
    await submitChange(url, maker.tokens, { action: 'UPDATE', custProfileId: customer.custProfileId, customerProfile: profile });
    renderDetail(customer.custProfileId);
    let dialog = await openPending();
    expect(await dialog.findByRole('row', { name: /Email/ })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pending Change' })).not.toBeInTheDocument());

    // A second checker approves it while this page still shows it pending.
    await decide(url, (await createActiveUser(url, { grants: { customerProfile: 'Y' } })).tokens, customer.custProfileId, 'APPROVE');
    dialog = await openPending();
    expect(await dialog.findByText('No change pending for approval.')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    // The page catches up behind the dialog.
    await waitFor(() => expect(screen.queryByText('PENDING APPROVAL')).not.toBeInTheDocument());
    expect(screen.getAllByText('raced.after@example.com').length).toBeGreaterThan(0);
  });

  it('takes a decision refused because another user decided first as the news that nothing is pending', async () => {
    const customer = await approvedCustomer(url, maker.tokens, 'Second Checker', 'second.before@example.com');
    const profile = { ...customer.profile, customerInfo: { ...customer.profile.customerInfo, email: 'second.after@example.com' } };
    await submitChange(url, maker.tokens, { action: 'UPDATE', custProfileId: customer.custProfileId, customerProfile: profile });
    renderDetail(customer.custProfileId);
    const dialog = await openPending();
    await dialog.findByRole('row', { name: /Email/ });
    await decide(url, (await createActiveUser(url, { grants: { customerProfile: 'Y' } })).tokens, customer.custProfileId, 'REJECT', { reason: 'Decided first elsewhere' });
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(await dialog.findByText('No change pending for approval.')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('PENDING APPROVAL')).not.toBeInTheDocument());
  });

  it("shows another user's change as a field diff; Approve sends one decision and the detail shows the new values", async () => {
    const customer = await approvedCustomer(url, maker.tokens, 'Somsri Approve', 'somsri.before@example.com');
    const profile = { ...customer.profile, customerInfo: { ...customer.profile.customerInfo, email: 'somsri.after@example.com' } };
    await submitChange(url, maker.tokens, { action: 'UPDATE', custProfileId: customer.custProfileId, customerProfile: profile });
    const view = renderDetail(customer.custProfileId);
    expect(await screen.findByText('A change of this customer is waiting for approval.')).toBeInTheDocument();
    expect(screen.getByText('PENDING APPROVAL')).toBeInTheDocument();
    const dialog = await openPending();
    const email = within(await dialog.findByRole('row', { name: /Email/ }));
    expect(email.getByText('somsri.before@example.com')).toBeInTheDocument();
    expect(email.getByText('somsri.after@example.com')).toBeInTheDocument();
    expect(dialog.getByText(maker.username)).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(dialog.getByText('Are you sure to approve this change?')).toBeInTheDocument();
    const confirm = dialog.getByRole('button', { name: 'Approve' });
    await userEvent.dblClick(confirm);
    const result = await screen.findByRole('alertdialog', { name: 'Approve change successful' });
    expect(view.sentTo('/customerprofile/approval')).toHaveLength(1);
    await userEvent.click(within(result).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText('PENDING APPROVAL')).not.toBeInTheDocument());
    expect(screen.getAllByText('somsri.after@example.com').length).toBeGreaterThan(0);
    expect(screen.queryByText('somsri.before@example.com')).not.toBeInTheDocument();
    // The decided change is not offered again.
    expect(screen.queryByRole('button', { name: 'View Pending Change' })).not.toBeInTheDocument();
    expect(screen.queryByText('A change of this customer is waiting for approval.')).not.toBeInTheDocument();
    // Nor asked for again: the change was read once, and the decision does not make the dialog ask
    // the server for a change that is gone (its 404 would show in the browser's console).
    expect(view.sentTo('/customerprofile/pending')).toHaveLength(1);
  });

  it('lets the maker read their own change but not decide it (four eyes)', async () => {
    const customer = await approvedCustomer(url, maker.tokens, 'Own Change', 'own.before@example.com');
    // demo_full, the signed-in user here, makes this change.
    const profile = { ...customer.profile, customerInfo: { ...customer.profile.customerInfo, phoneNumber: '0899999999' } };
    await submitChange(url, admin, { action: 'UPDATE', custProfileId: customer.custProfileId, customerProfile: profile });
    renderDetail(customer.custProfileId);
    const dialog = await openPending();
    expect(await dialog.findByText('You made this change, so another user must approve or reject it.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Reject' })).toBeDisabled();
  });

  it('returns to the list once an approved deletion removed the customer', async () => {
    const customer = await approvedCustomer(url, maker.tokens, 'Gone Soon', 'gone.soon@example.com');
    await submitChange(url, maker.tokens, { action: 'DELETE', custProfileId: customer.custProfileId });
    const view = renderDetail(customer.custProfileId);
    const dialog = await openPending();
    expect(await dialog.findByText('Delete customer')).toBeInTheDocument();
    // A deletion is approved with the danger button that names it (issue 30).
    await userEvent.click(dialog.getByRole('button', { name: 'Approve deletion' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Approve deletion' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Approve change successful' })).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(view.navigation.location).toBe('/customer'));
  });

  it('goes to not found for a customer that does not load', async () => {
    const view = renderDetail('NOSUCHCUSTOMER');
    await waitFor(() => expect(view.navigation.location).toBe('/notfound'));
  });
});
