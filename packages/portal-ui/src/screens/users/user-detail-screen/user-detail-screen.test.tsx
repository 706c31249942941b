import type { TokenSet } from '@lego-portal/api-client';
import { AUTHORIZATION_MESSAGES, USER_FORM_MESSAGES } from '@lego-portal/rules';
import { MESSAGES_TH } from '@lego-portal/rules/th';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { usePortal } from '../../../provider/portal-provider';
import { createSandboxUser, USER_HANDLER_PATH } from '../test-kit/sandbox-users';
import { UserDetailScreen } from './user-detail-screen';
import { listUsers, readUser, signInTokens, uniqueUsername, updateUserById } from '@lego-portal/test-kit';
import { renderPortal } from '../../../test-support/render-portal';

const url = inject('sandboxUrl');
let tokens: TokenSet;
beforeAll(async () => {
  tokens = await signInTokens(url, 'demo_full');
});

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const checkbox = (name: string) => screen.getByRole('checkbox', { name });

/**
 * Clicks an authorization checkbox and waits until it shows the new state: Ark's checkbox machine
 * may commit a change in a later task on a busy machine, and the next click must see it.
 */
async function toggle(user: ReturnType<typeof userEvent.setup>, name: string, ticked: boolean) {
  await waitFor(() => expect(checkbox(name)).toBeEnabled());
  await user.click(checkbox(name));
  await waitFor(() => (ticked ? expect(checkbox(name)).toBeChecked() : expect(checkbox(name)).not.toBeChecked()));
}

describe('UserDetailScreen create', () => {
  it("shows no error before anyone typed, and a field's error once it is left", async () => {
    const user = userEvent.setup();
    renderPortal(<UserDetailScreen mode="create" />, { path: '/user/create', sandbox: { url, tokens } });
    for (const name of ['Username', 'Full Name', 'Email']) expect(field(name)).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(field('Username'));
    await user.tab();
    await waitFor(() => expect(field('Username')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Username')).toHaveAccessibleDescription(USER_FORM_MESSAGES.usernameRequired);
    expect(field('Email')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the rules messages for invalid input, sends nothing, focuses the first invalid field', async () => {
    const user = userEvent.setup();
    const { sentTo } = renderPortal(<UserDetailScreen mode="create" />, { path: '/user/create', sandbox: { url, tokens } });
    expect(field('Merchant ID')).toHaveValue('1000000001');
    expect(field('Merchant ID')).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText(USER_FORM_MESSAGES.usernameRequired)).toBeInTheDocument();
    expect(screen.getByText(USER_FORM_MESSAGES.fullNameRequired)).toBeInTheDocument();
    expect(screen.getByText(USER_FORM_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(field('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Username')).toHaveAccessibleDescription(USER_FORM_MESSAGES.usernameRequired);
    await waitFor(() => expect(field('Username')).toHaveFocus());

    await user.type(field('Username'), 'ab');
    await user.type(field('Full Name'), 'John_2');
    await user.type(field('Email'), 'not-an-email');
    await user.type(field('Contact Number'), '12345');
    await user.type(field('Note'), 'x'.repeat(256));
    await toggle(user, 'Report', true);
    for (const name of ['Transaction', 'Registration', 'Online Registration Monitoring']) await toggle(user, name, false);
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    for (const message of [
      USER_FORM_MESSAGES.usernameFormat,
      USER_FORM_MESSAGES.fullNameFormat,
      USER_FORM_MESSAGES.emailFormat,
      USER_FORM_MESSAGES.contactNumberFormat,
      USER_FORM_MESSAGES.noteLength,
      AUTHORIZATION_MESSAGES.reportChildRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(sentTo(USER_HANDLER_PATH)).toHaveLength(0);
  });

  it('focuses the authorization group that needs a child when only it is wrong', async () => {
    const user = userEvent.setup();
    renderPortal(<UserDetailScreen mode="create" />, { path: '/user/create', sandbox: { url, tokens } });
    await user.type(field('Username'), 'kanya_cpin900');
    await user.type(field('Full Name'), 'Kanya Srisuk');
    await user.type(field('Email'), 'kanya@example.co.th');
    await toggle(user, 'Report', true);
    for (const name of ['Transaction', 'Registration', 'Online Registration Monitoring']) await toggle(user, name, false);
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText(AUTHORIZATION_MESSAGES.reportChildRequired)).toBeInTheDocument();
    await waitFor(() => expect(checkbox('Report')).toHaveFocus());
    // Ticking a child clears the message at once (validation follows every change after a submit).
    await user.click(checkbox('Registration'));
    await waitFor(() => expect(screen.queryByText(AUTHORIZATION_MESSAGES.reportChildRequired)).not.toBeInTheDocument());
  });

  it('creates a valid user once, even on a double click, and returns to the list', async () => {
    const user = userEvent.setup();
    const username = uniqueUsername(`c${Math.random().toString(36).slice(2, 5)}`);
    const { navigation, sentTo } = renderPortal(<UserDetailScreen mode="create" />, { path: '/user/create', sandbox: { url, tokens } });
    await user.type(field('Username'), username);
    await user.type(field('Full Name'), 'Malee Wongsa');
    await user.type(field('Email'), `${username}@example.co.th`);
    await user.type(field('Contact Number'), '0898765432');
    await toggle(user, 'Account', true);
    await toggle(user, 'Customer', false);
    await waitFor(() => expect(checkbox('Account')).toBePartiallyChecked());
    await user.dblClick(screen.getByRole('button', { name: 'Create User' }));

    const modal = await screen.findByRole('alertdialog', { name: 'Create user successful' });
    expect(sentTo(USER_HANDLER_PATH)).toHaveLength(1);
    expect(sentTo(USER_HANDLER_PATH)[0]).toMatchObject({
      method: 'POST',
      body: {
        action: 'CREATE',
        userProfile: {
          merchantId: '1000000001',
          username,
          fullName: 'Malee Wongsa',
          status: 'A',
          authorize: {
            account: { profile: 'Y', user: 'N', customerProfile: 'N' },
            report: { transactionReport: 'N', transactionRecurringReport: 'N', registrationReport: 'N', onlineRegistrationReport: 'N', summaryPaymentTransactionByStatus: 'N' },
          },
        },
      },
    });
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(navigation.location).toBe('/user'));
  });

  it('keeps the input and shows the server description when the server refuses', async () => {
    const user = userEvent.setup();
    renderPortal(<UserDetailScreen mode="create" />, { path: '/user/create', sandbox: { url, tokens } });
    await user.type(field('Username'), 'demo_full');
    await user.type(field('Full Name'), 'Somchai Jaidee');
    await user.type(field('Email'), 'somchai@example.co.th');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    const modal = await screen.findByRole('alertdialog', { name: 'Create user error' });
    expect(modal).toHaveAccessibleDescription('Username already exists.');
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(field('Username')).toHaveValue('demo_full');
    expect(field('Full Name')).toHaveValue('Somchai Jaidee');
  });
});

describe('UserDetailScreen in Thai', () => {
  it('switches language in place: what was typed stays, labels and the shown error follow', async () => {
    const user = userEvent.setup();
    const { setLocale } = renderPortal(<UserDetailScreen mode="create" />, { path: '/user/create', sandbox: { url, tokens } });
    await user.type(field('Username'), 'ab');
    await user.type(field('Full Name'), 'Malee Wongsa');
    await waitFor(() => expect(field('Username')).toHaveAccessibleDescription(USER_FORM_MESSAGES.usernameFormat));
    await toggle(user, 'Report', true);

    setLocale('th');
    expect(await screen.findByRole('heading', { level: 1, name: 'เพิ่มผู้ใช้งาน' })).toBeInTheDocument();
    expect(field(MESSAGES_TH['userDetail.username'])).toHaveValue('ab');
    expect(field(MESSAGES_TH['userDetail.username'])).toHaveAccessibleDescription(MESSAGES_TH['userForm.usernameFormat']);
    expect(field(MESSAGES_TH['userDetail.fullName'])).toHaveValue('Malee Wongsa');
    expect(checkbox(MESSAGES_TH['authorizationGrant.report'])).toBeChecked();
    expect(checkbox(MESSAGES_TH['authorizationGrant.transactionReport'])).toBeChecked();
    expect(screen.getByRole('heading', { level: 2, name: MESSAGES_TH['userDetail.authorizationCard'] })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES_TH['label.createUser'] })).toBeInTheDocument();

    setLocale('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'New User' })).toBeInTheDocument();
    expect(field('Username')).toHaveValue('ab');
    expect(field('Username')).toHaveAccessibleDescription(USER_FORM_MESSAGES.usernameFormat);
  });

  it("titles a refused create fully in Thai ('{Action} user error', the action's word too), the server's text under it", async () => {
    const user = userEvent.setup();
    renderPortal(<UserDetailScreen mode="create" />, { path: '/user/create', locale: 'th', sandbox: { url, tokens } });
    await user.type(await screen.findByRole('textbox', { name: new RegExp(`^${MESSAGES_TH['userDetail.username']}`) }), 'demo_full');
    await user.type(field(MESSAGES_TH['userDetail.fullName']), 'Somchai Jaidee');
    await user.type(field(MESSAGES_TH['userDetail.email']), 'somchai@example.co.th');
    await user.click(screen.getByRole('button', { name: MESSAGES_TH['label.createUser'] }));
    const modal = await screen.findByRole('alertdialog', { name: 'สร้างผู้ใช้งานไม่สำเร็จ' });
    expect(modal).toHaveAccessibleDescription('Username already exists.');
  });
});

describe('UserDetailScreen update', () => {
  it('keeps username and email read-only and saves the edit', async () => {
    const user = userEvent.setup();
    const created = await createSandboxUser(url, tokens);
    const path = `/user/update/1000000001/${created.userId}`;
    const { navigation } = renderPortal(<UserDetailScreen mode="update" merchantId="1000000001" userId={created.userId} />, { path, sandbox: { url, tokens } });
    await waitFor(() => expect(field('Username')).toHaveValue(created.username));
    expect(field('Username')).toHaveAttribute('readonly');
    expect(field('Email')).toHaveAttribute('readonly');
    expect(field('Full Name')).not.toHaveAttribute('readonly');
    // Stored grants: Profile only, so Account is partly ticked (the boxes follow the loaded form
    // in the render after the text fields: wait for what a person sees).
    await waitFor(() => expect(checkbox('Account')).toBePartiallyChecked());
    expect(checkbox('Profile')).toBeChecked();
    expect(checkbox('Customer')).not.toBeChecked();

    await user.clear(field('Full Name'));
    await user.type(field('Full Name'), 'Kanya Boonmee');
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    const modal = await screen.findByRole('alertdialog', { name: 'Update user successful' });
    expect((await readUser(url, tokens, created.userId))?.fullName).toBe('Kanya Boonmee');
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(navigation.location).toBe('/user'));
  });

  it('discards the edit', async () => {
    const user = userEvent.setup();
    const created = await createSandboxUser(url, tokens);
    const path = `/user/update/1000000001/${created.userId}`;
    const { navigation } = renderPortal(<UserDetailScreen mode="update" merchantId="1000000001" userId={created.userId} />, { path, sandbox: { url, tokens } });
    await waitFor(() => expect(field('Username')).toHaveValue(created.username));
    await user.click(screen.getByRole('button', { name: 'Discard Edit' }));
    expect(navigation.location).toBe(`/user/view/1000000001/${created.userId}`);
  });
});

describe('UserDetailScreen update of a stored user', () => {
  it('keeps the grants the screen does not show (user management, scheduled report) and shows the summary box ticked', async () => {
    const user = userEvent.setup();
    const created = await createSandboxUser(url, tokens);
    const hidden = {
      account: { profile: 'Y', user: 'Y', customerProfile: 'N' },
      report: { transactionReport: 'Y', transactionRecurringReport: 'Y', registrationReport: 'N', onlineRegistrationReport: 'N', summaryPaymentTransactionByStatus: 'Y' },
    } as const;
    await updateUserById(url, tokens, created.userId, { authorize: hidden });
    const path = `/user/update/1000000001/${created.userId}`;
    renderPortal(<UserDetailScreen mode="update" merchantId="1000000001" userId={created.userId} />, { path, sandbox: { url, tokens } });
    await waitFor(() => expect(field('Username')).toHaveValue(created.username));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Payment Summary by Status' })).toBeChecked());
    await toggle(user, 'Customer', true);
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    await screen.findByRole('alertdialog', { name: 'Update user successful' });
    expect((await readUser(url, tokens, created.userId))?.authorize).toEqual({
      account: { profile: 'Y', user: 'Y', customerProfile: 'Y' },
      report: hidden.report,
    });
  });

  it('shows the view, not the form, on the update route of a user who is not active (Edit only when active)', async () => {
    const created = await createSandboxUser(url, tokens);
    await updateUserById(url, tokens, created.userId, { status: 'L' });
    const { navigation } = renderPortal(<RoutedUserDetail userId={created.userId} />, { path: `/user/update/1000000001/${created.userId}`, sandbox: { url, tokens } });
    await waitFor(() => expect(navigation.location).toBe(`/user/view/1000000001/${created.userId}`));
    expect(await screen.findByRole('heading', { level: 1, name: /^User Detail / })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update User' })).not.toBeInTheDocument();
    // The update route was replaced, so Back does not return to it.
    expect(navigation.history).toEqual([`/user/view/1000000001/${created.userId}`]);
  });
});

/** The detail in the mode its path names, switched like a host's router. */
function RoutedUserDetail({ userId }: { userId: string }) {
  const { navigation } = usePortal();
  const mode = navigation.usePathname().startsWith('/user/update/') ? 'update' : 'view';
  return <UserDetailScreen mode={mode} merchantId="1000000001" userId={userId} />;
}

describe('UserDetailScreen of a user it may not see', () => {
  it('goes to not found for another merchant user, whether the URL names that merchant or ours', async () => {
    const other = await signInTokens(url, 'demo_m2full');
    const foreignUserId = (await listUsers(url, other, '1000000002'))[0]!.userId;

    const foreign = renderPortal(<UserDetailScreen mode="view" merchantId="1000000002" userId={foreignUserId} />, { path: `/user/view/1000000002/${foreignUserId}`, sandbox: { url, tokens } });
    await waitFor(() => expect(foreign.navigation.location).toBe('/notfound'));
    foreign.unmount();

    // Our merchant in the URL: the server itself answers 404.
    const ours = renderPortal(<UserDetailScreen mode="view" merchantId="1000000001" userId={foreignUserId} />, { path: `/user/view/1000000001/${foreignUserId}`, sandbox: { url, tokens } });
    await waitFor(() => expect(ours.navigation.location).toBe('/notfound'));
    expect(ours.sentTo('/user/details')).toHaveLength(1);
  });
});
