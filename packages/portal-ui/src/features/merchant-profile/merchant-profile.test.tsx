import type { TokenSet } from '@lego-portal/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { MerchantProfile } from './merchant-profile';
import { DEMO_STAFF, signInTokens } from '@lego-portal/test-kit';
import { renderPortal } from '../../test-support/render-portal';
import { STAFF_USER } from '../../test-support/portal-harness';
import { chooseMerchant } from '../../merchant-scope/test-kit/choose-merchant';

const url = inject('sandboxUrl');
let tokens: TokenSet;
let staffTokens: TokenSet;
// The feature loads each screen lazily; its modules are transformed here once, as a browser
// would have the chunks cached, so the tests' waits measure the screens, not the compiler.
beforeAll(() => Promise.all([import('../../screens/merchant-profile/merchant-profile-screen/merchant-profile-screen'), import('../../merchant-scope')]), 60_000);
beforeAll(async () => {
  tokens = await signInTokens(url, 'demo_full');
  staffTokens = await signInTokens(url, DEMO_STAFF.maker.username);
});

// The update form is the whole merchant profile: rendering it in jsdom takes seconds on a busy machine.
describe('MerchantProfile', { timeout: 60_000 }, () => {
  it('opens the view at its prefix; Edit and Discard Edit move between view and update under it', async () => {
    const user = userEvent.setup();
    const { navigation } = renderPortal(<MerchantProfile prefix="/staff/merchant" />, { path: '/staff/merchant', sandbox: { url, tokens } });
    await waitFor(() => expect(navigation.location).toBe('/staff/merchant/view'));
    expect(navigation.history).toEqual(['/staff/merchant/view']);
    expect(await screen.findByRole('heading', { level: 1, name: /^Merchant Profile / })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
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

  it("opens with the merchant picker for bank staff, then the chosen merchant's profile, asked for by its ID", async () => {
    const ui = <MerchantProfile prefix="/staff/merchant" />;
    const { user, navigation, sentTo } = renderPortal(ui, { user: STAFF_USER, path: '/staff/merchant', sandbox: { url, tokens: staffTokens } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose Merchant' })).toBeInTheDocument();
    expect(sentTo('/merchantprofile/details')).toEqual([]);
    await chooseMerchant(user, 'Chao Phraya');
    expect(await screen.findByRole('heading', { level: 1, name: /^Merchant Profile / })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Working on merchant' })).toHaveTextContent('Chao Phraya Insurance PCL1000000001');
    expect(navigation.location).toBe('/staff/merchant/view');
    expect(sentTo('/merchantprofile/details').map((request) => request.body)).toEqual([{ merchantId: '1000000001' }]);
  });
});
