import type { TokenSet } from '@lego-portal/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createPortalPaths } from '../../provider/paths';
import { UserManager } from './user-manager';
import { DEMO_STAFF, signInTokens } from '@lego-portal/test-kit';
import { renderPortal } from '../../test-support/render-portal';
import { STAFF_USER } from '../../test-support/portal-harness';
import { chooseMerchant } from '../../merchant-scope/test-kit/choose-merchant';

const url = inject('sandboxUrl');
let tokens: TokenSet;
let staffTokens: TokenSet;
// The feature loads each screen lazily; its modules are transformed here once, as a browser
// would have the chunks cached, so the tests' waits measure the screens, not the compiler.
beforeAll(() => Promise.all([import('../../screens/users/user-list-screen/user-list-screen'), import('../../screens/users/user-detail-screen/user-detail-screen'), import('../../merchant-scope')]), 60_000);
beforeAll(async () => {
  tokens = await signInTokens(url, 'demo_full');
  staffTokens = await signInTokens(url, DEMO_STAFF.maker.username);
});

const userLinks = async () => within(await screen.findByRole('table', { name: 'Users' })).findAllByRole('link');

describe('UserManager', () => {
  it('shows the list at its prefix; a user opens under it, and Back to User List returns with the filters', async () => {
    const user = userEvent.setup();
    const { navigation } = renderPortal(<UserManager prefix="/staff/users" />, { path: '/staff/users?status=A', sandbox: { url, tokens } });
    expect(await screen.findByRole('heading', { level: 1, name: 'User' })).toBeInTheDocument();
    const [first] = await userLinks();
    const detail = first!.getAttribute('href')!;
    expect(detail).toMatch(/^\/staff\/users\/view\/1000000001\/U\w+$/);
    await user.click(first!);
    expect(navigation.location).toBe(detail);
    await user.click(await screen.findByRole('button', { name: 'Back to User List' }));
    expect(navigation.location).toBe('/staff/users?status=A');
    expect(await screen.findByRole('heading', { level: 1, name: 'User' })).toBeInTheDocument();
  });

  it("mounts at the host's own user paths when given no prefix", async () => {
    renderPortal(<UserManager />, { path: '/merchant-admin/user', paths: createPortalPaths('/merchant-admin'), sandbox: { url, tokens } });
    const [first] = await userLinks();
    expect(first).toHaveAttribute('href', expect.stringMatching(/^\/merchant-admin\/user\/view\/1000000001\//));
  });

  it('sends a path under the prefix that is none of its screens to not found', async () => {
    const { navigation } = renderPortal(<UserManager prefix="/staff/users" />, { path: '/staff/users/edit/1000000001/U1', sandbox: { url, tokens } });
    await waitFor(() => expect(navigation.location).toBe('/notfound'));
    expect(navigation.history).toEqual(['/notfound']);
  });

  it('sends a session without user management to unauthorized, showing no screen', async () => {
    const { navigation } = renderPortal(<UserManager prefix="/staff/users" />, { user: { roles: ['DD_ACCOUNT_PROFILE'] }, path: '/staff/users', sandbox: { url } });
    await waitFor(() => expect(navigation.location).toBe('/unauthorized'));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  describe('for bank staff', () => {
    // Signed in as the sandbox's staff_maker (BANK_MERCHANT_ADMIN): the picker searches the real
    // merchants and the lists answer for the merchant chosen.
    const renderAsStaff = (path: string) => renderPortal(<UserManager prefix="/staff/users" />, { user: STAFF_USER, path, sandbox: { url, tokens: staffTokens } });
    const scope = () => screen.getByRole('region', { name: 'Working on merchant' });

    it('opens with the merchant picker, asking for no user before a merchant is chosen', async () => {
      const { sentTo } = renderAsStaff('/staff/users');
      expect(await screen.findByRole('heading', { level: 1, name: 'Choose Merchant' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 1, name: 'User' })).not.toBeInTheDocument();
      expect(sentTo('/ext/users')).toEqual([]);
    });

    it("lists the chosen merchant's users, naming the merchant above the list, and sends its ID", async () => {
      const { user, sentTo } = renderAsStaff('/staff/users');
      await chooseMerchant(user, 'Chao Phraya');
      expect(await screen.findByRole('heading', { level: 1, name: 'User' })).toBeInTheDocument();
      expect(scope()).toHaveTextContent('Working on merchantChao Phraya Insurance PCL1000000001');
      expect(within(scope()).getByText('Chao Phraya Insurance PCL').parentElement).toHaveFocus();
      const [first] = await userLinks();
      expect(first).toHaveAttribute('href', expect.stringMatching(/^\/staff\/users\/view\/1000000001\//));
      expect(sentTo('/ext/users').map((request) => request.body?.merchantId)).toContain('1000000001');
    });

    it('switching merchants keeps nothing of the last one: the list starts afresh for the new merchant', async () => {
      const { user, navigation, sentTo } = renderAsStaff('/staff/users');
      await chooseMerchant(user, 'Chao Phraya');
      await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'demo{Enter}');
      await waitFor(() => expect(navigation.location).toBe('/staff/users?username=demo'));
      await user.click(within(scope()).getByRole('button', { name: 'Change Merchant' }));
      expect(screen.getByRole('heading', { level: 1, name: 'Choose Merchant' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Merchant ID' })).toHaveFocus();
      // The picker too starts empty: nothing of the last search.
      expect(screen.getByRole('textbox', { name: 'Merchant Name' })).toHaveValue('');
      await chooseMerchant(user, 'Siam Online');
      await waitFor(() => expect(navigation.location).toBe('/staff/users'));
      expect(scope()).toHaveTextContent('Siam Online Mart Co., Ltd.1000000002');
      await waitFor(() => expect(sentTo('/ext/users').at(-1)?.body).toMatchObject({ merchantId: '1000000002', username: '' }));
    });

    it("takes the staff user from a detail of another merchant to the chosen merchant's list", async () => {
      const { user, navigation } = renderAsStaff('/staff/users/view/1000000002/U000000009');
      await chooseMerchant(user, 'Chao Phraya');
      await waitFor(() => expect(navigation.location).toBe('/staff/users'));
      expect(await screen.findByRole('heading', { level: 1, name: 'User' })).toBeInTheDocument();
    });
  });
});
