import type { TokenSet } from '@lego-portal/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signInTokens } from '../../test-support/sandbox-accounts';
import { renderFeature } from '../test-kit/render-feature';
import { MerchantProfile } from './merchant-profile';

const url = inject('sandboxUrl');
let tokens: TokenSet;
beforeAll(async () => {
  tokens = await signInTokens(url, 'demo_full');
});

// The update form is the whole merchant profile: rendering it in jsdom takes seconds on a busy machine.
describe('MerchantProfile', { timeout: 60_000 }, () => {
  it('opens the view at its prefix; Edit and Discard Edit move between view and update under it', async () => {
    const user = userEvent.setup();
    const { navigation } = renderFeature(<MerchantProfile prefix="/staff/merchant" />, { url, tokens, path: '/staff/merchant' });
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
    const { navigation } = renderFeature(<MerchantProfile prefix="/staff/merchant" />, { url, tokens, path: '/staff/merchant/edit' });
    await waitFor(() => expect(navigation.location).toBe('/notfound'));
  });

  it('sends a session without the merchant profile to unauthorized, showing no screen', async () => {
    const { navigation } = renderFeature(<MerchantProfile prefix="/staff/merchant" />, { url, path: '/staff/merchant/view', roles: ['DD_ACCOUNT_USER'] });
    await waitFor(() => expect(navigation.location).toBe('/unauthorized'));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
