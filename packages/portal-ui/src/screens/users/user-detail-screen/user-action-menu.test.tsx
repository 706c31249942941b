import type { TokenSet } from '@lego-portal/api-client';
import { MESSAGES_TH } from '@lego-portal/rules/th';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { detailValue } from '../../../test-support/detail-values';
import { createSandboxUser, USER_HANDLER_PATH } from '../test-kit/sandbox-users';
import { UserDetailScreen } from './user-detail-screen';
import { readUser, signInTokens, updateUserById, userIdOf } from '@lego-portal/test-kit';
import { renderPortal } from '../../../test-support/render-portal';

const url = inject('sandboxUrl');
let tokens: TokenSet;
beforeAll(async () => {
  tokens = await signInTokens(url, 'demo_full');
});

async function renderView() {
  const created = await createSandboxUser(url, tokens);
  const path = `/user/view/1000000001/${created.userId}`;
  const view = renderPortal(<UserDetailScreen mode="view" merchantId="1000000001" userId={created.userId} />, { path, sandbox: { url, tokens } });
  await screen.findByRole('button', { name: 'Action' });
  return { ...view, created };
}

async function openActions(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Action' }));
  return (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
}

/**
 * Picks an entry of the Action menu with the keyboard: Enter opens it, arrows move, Enter
 * selects. (user-event's simulated pointer keeps state between calls; after a first menu
 * selection its clicks on Ark menu items select nothing, while real clicks and keys do.)
 */
async function chooseAction(user: ReturnType<typeof userEvent.setup>, name: string, trigger = 'Action') {
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  screen.getByRole('button', { name: trigger }).focus();
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  const items = within(menu).getAllByRole('menuitem');
  // Opening by keyboard highlights the first entry at once but moves focus into the menu a frame
  // later; until then keys still go to the trigger (Enter there moves the highlight, selects nothing).
  await waitFor(() => expect(items[0]).toHaveAttribute('data-highlighted'));
  await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
  const index = items.findIndex((item) => item.textContent === name);
  for (let step = 0; step < index; step += 1) await user.keyboard('{ArrowDown}');
  await waitFor(() => expect(items[index]).toHaveAttribute('data-highlighted'));
  await user.keyboard('{Enter}');
}

describe('UserDetailScreen view and its Action menu', () => {
  it('shows everything read-only and offers Edit, Lock and Delete for an active user', async () => {
    const user = userEvent.setup();
    const { navigation, created } = await renderView();
    // Read like a page: the user's name and status as the heading, values as text, no inputs.
    expect(screen.getByRole('heading', { level: 1, name: 'User Detail Kanya Srisuk' })).toBeInTheDocument();
    expect(detailValue(screen, 'Username')).toHaveTextContent(created.username);
    expect(detailValue(screen, 'Merchant ID')).toHaveTextContent('1000000001');
    expect(detailValue(screen, 'Full Name')).toHaveTextContent('Kanya Srisuk');
    expect(detailValue(screen, 'Email')).toHaveTextContent(`${created.username}@example.co.th`);
    expect(detailValue(screen, 'Note')).toHaveTextContent('Not set');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    // The grants in words: Profile given, Customer not.
    expect(screen.getByText(/^Profile/).closest('li')).toHaveTextContent('Profile: Granted');
    expect(screen.getByText(/^Customer/).closest('li')).toHaveTextContent('Customer: Not granted');
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update User' })).not.toBeInTheDocument();
    expect(await openActions(user)).toEqual(['Edit', 'Lock', 'Delete']);
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(navigation.location).toBe(`/user/update/1000000001/${created.userId}`);
  });

  it('locks and unlocks, staying on the view with the new status', async () => {
    const user = userEvent.setup();
    const { sentTo, created, navigation } = await renderView();
    await chooseAction(user, 'Lock');
    let modal = await screen.findByRole('alertdialog', { name: 'Lock user successful' }, { timeout: 5000 });
    expect(sentTo(USER_HANDLER_PATH).at(-1)).toMatchObject({ method: 'PUT', body: { action: 'UPDATE', userProfile: { userId: created.userId, status: 'L' } } });
    expect((await readUser(url, tokens, created.userId))?.status).toBe('L');
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('Locked')).toBeInTheDocument();
    expect(navigation.location).toBe(`/user/view/1000000001/${created.userId}`);

    expect(await openActions(user)).toEqual(['Unlock', 'Delete']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await chooseAction(user, 'Unlock');
    modal = await screen.findByRole('alertdialog', { name: 'Unlock user successful' }, { timeout: 5000 });
    expect(sentTo(USER_HANDLER_PATH).at(-1)?.body).toMatchObject({ action: 'UPDATE', userProfile: { status: 'A' } });
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByText('Active')).toBeInTheDocument());
  });

  it('deletes only after the confirmation, then returns to the list', async () => {
    const user = userEvent.setup();
    const { sentTo, created, navigation } = await renderView();
    await chooseAction(user, 'Delete');
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete user' }, { timeout: 5000 });
    expect(confirm).toHaveAccessibleDescription('Are you sure to delete this user?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sentTo(USER_HANDLER_PATH)).toHaveLength(0);

    await chooseAction(user, 'Delete');
    confirm = await screen.findByRole('alertdialog', { name: 'Delete user' }, { timeout: 5000 });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const modal = await screen.findByRole('alertdialog', { name: 'Delete user successful' }, { timeout: 5000 });
    expect(sentTo(USER_HANDLER_PATH)).toHaveLength(1);
    expect(sentTo(USER_HANDLER_PATH)[0]).toMatchObject({ method: 'PUT', body: { action: 'DELETE', userProfile: { userId: created.userId } } });
    expect(await readUser(url, tokens, created.userId)).toBeNull();
    // The deleted user's refetch fails, but the screen waits for the modal instead of leaving.
    expect(navigation.location).toBe(`/user/view/1000000001/${created.userId}`);
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(navigation.location).toBe('/user'));
  });
});

describe('UserDetailScreen Action menu in Thai', () => {
  it("shows the entries, the result modal and the new status in Thai, '{Action} user successful' with a Thai action word", async () => {
    const user = userEvent.setup();
    const created = await createSandboxUser(url, tokens);
    renderPortal(<UserDetailScreen mode="view" merchantId="1000000001" userId={created.userId} />, { path: `/user/view/1000000001/${created.userId}`, locale: 'th', sandbox: { url, tokens } });
    const trigger = MESSAGES_TH['label.action'];
    await screen.findByRole('button', { name: trigger });
    expect(await screen.findByText(MESSAGES_TH['userStatus.A'])).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: trigger }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['แก้ไข', 'ล็อก', 'ลบ']);
    await user.keyboard('{Escape}');

    await chooseAction(user, 'ล็อก', trigger);
    const modal = await screen.findByRole('alertdialog', { name: 'ล็อกผู้ใช้งานสำเร็จ' }, { timeout: 5000 });
    await user.click(within(modal).getByRole('button'));
    expect(await screen.findByText(MESSAGES_TH['userStatus.L'])).toBeInTheDocument();

    await chooseAction(user, 'ลบ', trigger);
    const confirm = await screen.findByRole('alertdialog', { name: MESSAGES_TH['user.deleteTitle'] }, { timeout: 5000 });
    expect(confirm).toHaveAccessibleDescription(MESSAGES_TH['user.deleteConfirm']);
    expect(within(confirm).getByRole('button', { name: MESSAGES_TH['label.delete'] })).toBeInTheDocument();
  });
});

/** Grants the screen does not show (user management, scheduled and summary reports), all given. */
const HIDDEN_GRANTS = {
  account: { profile: 'Y', user: 'Y', customerProfile: 'N' },
  report: { transactionReport: 'N', transactionRecurringReport: 'Y', registrationReport: 'N', onlineRegistrationReport: 'N', summaryPaymentTransactionByStatus: 'Y' },
} as const;

describe('UserDetailScreen Action menu and the stored user', () => {
  it("offers Edit only on the signed-in user's own record", async () => {
    const user = userEvent.setup();
    const ownId = await userIdOf(url, tokens, 'demo_full');
    renderPortal(<UserDetailScreen mode="view" merchantId="1000000001" userId={ownId} />, { path: `/user/view/1000000001/${ownId}`, sandbox: { url, tokens } });
    await screen.findByRole('button', { name: 'Action' });
    expect(await openActions(user)).toEqual(['Edit']);
  });

  it('keeps the grants the screen does not show through Lock and Unlock', async () => {
    const user = userEvent.setup();
    const created = await createSandboxUser(url, tokens);
    await updateUserById(url, tokens, created.userId, { authorize: HIDDEN_GRANTS });
    renderPortal(<UserDetailScreen mode="view" merchantId="1000000001" userId={created.userId} />, { path: `/user/view/1000000001/${created.userId}`, sandbox: { url, tokens } });
    await screen.findByRole('button', { name: 'Action' });

    await chooseAction(user, 'Lock');
    let modal = await screen.findByRole('alertdialog', { name: 'Lock user successful' }, { timeout: 5000 });
    expect(await readUser(url, tokens, created.userId)).toMatchObject({ status: 'L', authorize: HIDDEN_GRANTS });
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Locked')).toBeInTheDocument();

    await chooseAction(user, 'Unlock');
    modal = await screen.findByRole('alertdialog', { name: 'Unlock user successful' }, { timeout: 5000 });
    expect(await readUser(url, tokens, created.userId)).toMatchObject({ status: 'A', authorize: HIDDEN_GRANTS });
  });
});
