/**
 * A journey across two screens of the area: from the user list to a user and back, with the
 * list's filters kept (a screen folder imports no other screen folder, so it lives here).
 */
import type { TokenSet } from '@lego-portal/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { usePortal } from '../../provider/portal-provider';
import { detailValue } from '../../test-support/detail-values';
import { createSandboxUser } from './test-kit/sandbox-users';
import { UserDetailScreen } from './user-detail-screen';
import { UserListScreen } from './user-list-screen';
import { signInTokens } from '@lego-portal/test-kit';
import { renderPortal } from '../../test-support/render-portal';

const url = inject('sandboxUrl');
let tokens: TokenSet;
beforeAll(async () => {
  tokens = await signInTokens(url, 'demo_full');
});

/** The list and the view, switched on the path like a host's router. */
function MiniRouter({ userId }: { userId: string }) {
  const { navigation } = usePortal();
  const path = navigation.usePathname();
  return path === '/user' ? <UserListScreen /> : <UserDetailScreen mode="view" merchantId="1000000001" userId={userId} />;
}

describe('Back to User List', () => {
  it('returns to the list with the filters it had', async () => {
    const user = userEvent.setup();
    const created = await createSandboxUser(url, tokens);
    const { navigation } = renderPortal(<MiniRouter userId={created.userId} />, { path: `/user?username=${created.username}`, sandbox: { url, tokens } });
    await user.click(await screen.findByRole('link', { name: created.username }));
    await waitFor(() => expect(detailValue(screen, 'Username')).toHaveTextContent(created.username));
    await user.click(screen.getByRole('button', { name: 'Back to User List' }));
    expect(navigation.location).toBe(`/user?username=${created.username}`);
    expect(await screen.findByRole('link', { name: created.username })).toBeInTheDocument();
  });
});
