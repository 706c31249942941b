import type { TokenSet } from '@lego-portal/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createPortalPaths } from '../../provider/paths';
import { UserManager } from './user-manager';
import { signInTokens } from '@lego-portal/test-kit';
import { renderPortal } from '../../test-support/render-portal';

const url = inject('sandboxUrl');
let tokens: TokenSet;
beforeAll(async () => {
  tokens = await signInTokens(url, 'demo_full');
});

const userLinks = async () => within(await screen.findByRole('table', { name: 'Users' })).findAllByRole('link');

describe('UserManager', () => {
  it('shows the list at its prefix; a user opens under it, and Back to User List returns with the filters', async () => {
    const user = userEvent.setup();
    const { navigation } = renderPortal(<UserManager prefix="/staff/users" />, { path: '/staff/users?status=A', sandbox: { url, tokens } });
    expect(screen.getByRole('heading', { level: 1, name: 'User' })).toBeInTheDocument();
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
});
