import type { TokenSet } from '@lego-portal/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { MerchantProfile } from './merchant-profile';
import { signInTokens } from '@lego-portal/test-kit';
import { renderPortal } from '../../test-support/render-portal';

const url = inject('sandboxUrl');
let tokens: TokenSet;
beforeAll(async () => {
  tokens = await signInTokens(url, 'demo_full');
});

// The update form is the whole merchant profile: rendering it in jsdom takes seconds on a busy machine.
describe('MerchantProfile', { timeout: 60_000 }, () => {
  it('opens the view at its prefix; Edit and Discard Edit move between view and update under it', async () => {
    const user = userEvent.setup();
    const { navigation } = renderPortal(<MerchantProfile prefix="/staff/merchant" />, { path: '/staff/merchant', sandbox: { url, tokens } });
    await waitFor(() => expect(navigation.location).toBe('/staff/merchant/view'));
    expect(navigation.history).toEqual(['/staff/merchant/view']);
    expect(await screen.findByRole('heading', { level: 1, name: /^Merchant Profile / })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Action' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(navigation.location).toBe('/staff/merchant/update');
    await screen.findByRole('textbox', { name: 'Trading Name' });
    await user.click(screen.getByRole('button', { name: 'Discard Edit' }));
    await waitFor(() => expect(navigation.location).toBe('/staff/merchant/view'));
  });

  it('sends another action to not found', async () => {
    const { navigation } = renderPortal(<MerchantProfile prefix="/staff/merchant" />, { path: '/staff/merchant/edit', sandbox: { url, tokens } });
    await waitFor(() => expect(navigation.location).toBe('/notfound'));
  });

  it('sends a session without the merchant profile to unauthorized, showing no screen', async () => {
    const { navigation } = renderPortal(<MerchantProfile prefix="/staff/merchant" />, { user: { roles: ['DD_ACCOUNT_USER'] }, path: '/staff/merchant/view', sandbox: { url } });
    await waitFor(() => expect(navigation.location).toBe('/unauthorized'));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
