import type { TokenSet } from '@lego-portal/api-client';
import { MERCHANT_PROFILE_MESSAGES as M } from '@lego-portal/rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MerchantProfileScreen } from './merchant-profile-screen';
import { dataOf, DEMO_STAFF, sandboxClient, signInTokens } from '@lego-portal/test-kit';
import { renderPortal } from '../../../test-support/render-portal';
import { MerchantScopeProvider } from '../../../merchant-scope';
import { BANK_ADMIN_MERCHANT, BANK_ADMIN_USER } from '../test-kit/bank-terms-users';

const url = inject('sandboxUrl');
const UPDATE_PATH = '/api/lego-merchantprofile/ext/merchantprofile/';
let tokens: TokenSet;
let staffTokens: TokenSet;

/** The stored profile, read straight from the sandbox (not through the screen). */
async function storedProfile() {
  return dataOf(sandboxClient(url, tokens).POST('/api/lego-merchantprofile/ext/merchantprofile/details', { body: { merchantId: '1000000001' } }), 'the merchant details');
}

let originalTrade = '';
beforeAll(async () => {
  tokens = await signInTokens(url, 'demo_full');
  staffTokens = await signInTokens(url, DEMO_STAFF.maker.username);
  originalTrade = String((await storedProfile()).merchantProfileResponse.merchantProfileResource.merchantInfo.merchantNameTrade);
});

/** The screen as the sandbox's staff_maker (BANK_MERCHANT_ADMIN) sees it, working on demo_full's merchant. */
const renderAsBankAdmin = (action: 'view' | 'update') =>
  renderPortal(
    <MerchantScopeProvider defaultMerchant={BANK_ADMIN_MERCHANT}>
      <MerchantProfileScreen action={action} />
    </MerchantScopeProvider>,
    { path: `/merchant/${action}`, user: BANK_ADMIN_USER, sandbox: { url, tokens: staffTokens } },
  );

afterAll(async () => {
  // Leaves the shared sandbox merchant as the other tests expect it.
  const user = userEvent.setup();
  const view = renderPortal(<MerchantProfileScreen action="update" />, { path: '/merchant/update', sandbox: { url, tokens } });
  const trade = await screen.findByRole('textbox', { name: 'Trading Name' });
  if ((trade as HTMLInputElement).value !== originalTrade) {
    await user.clear(trade);
    await user.click(trade);
    await user.paste(originalTrade);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByRole('alertdialog', { name: M.updateSuccessTitle });
  }
  view.unmount();
}, 60_000);

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

// The whole merchant profile form in jsdom: rendering and typing take seconds on a busy 2-core machine.
describe('MerchantProfileScreen', { timeout: 60_000 }, () => {
  it('views the signed-in merchant, and Edit leads to the update form', async () => {
    const user = userEvent.setup();
    const { navigation } = renderPortal(<MerchantProfileScreen action="view" />, { path: '/merchant/view', sandbox: { url, tokens } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Merchant Profile Chao Phraya Insurance PCL' })).toBeInTheDocument();
    for (const title of ['Merchant Profile', 'Merchant Contact Information', 'Merchant Integration Information']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('0107536000315')).toBeInTheDocument();
    expect(screen.getByText('Riverside Tower')).toBeInTheDocument();
    // View mode has no inputs: it reads like a page.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(navigation.location).toBe('/merchant/update');
  });

  it('sends an unknown action to not found', async () => {
    const { navigation } = renderPortal(<MerchantProfileScreen action="bogus" />, { path: '/merchant/bogus', sandbox: { url, tokens } });
    await waitFor(() => expect(navigation.location).toBe('/notfound'));
  });

  it('refuses invalid input in the update form with the rules messages, sends nothing, then focuses the field', async () => {
    const user = userEvent.setup();
    const { sentTo } = renderPortal(<MerchantProfileScreen action="update" />, { path: '/merchant/update', sandbox: { url, tokens } });
    const taxId = await screen.findByRole('textbox', { name: /^Tax ID/ });
    await user.clear(taxId);
    await user.tab();
    await waitFor(() => expect(taxId).toHaveAccessibleDescription(M.taxIdRequired));
    // Letters never reach a numeric field.
    await user.type(taxId, '1a2');
    expect(taxId).toHaveValue('12');
    await user.clear(field('Email'));
    // Pasted, not typed: the form is large and jsdom slow, and this test is about the refusal.
    await user.click(field('Email'));
    await user.paste('not-an-email');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const modal = await screen.findByRole('alertdialog', { name: M.clientErrorTitle });
    expect(modal).toHaveTextContent(M.emailFormat);
    expect(sentTo(UPDATE_PATH)).toHaveLength(0);
    await user.click(within(modal).getByRole('button'));
    // The dialog gives the focus back once it has closed: on this large form in jsdom, on a busy
    // machine, that can take more than waitFor's default second.
    await waitFor(() => expect(field('Email')).toHaveFocus(), { timeout: 5_000 });
    // The summary stays above the form: a link to the field, which focuses it.
    const summary = screen.getByRole('region', { name: '1 field needs your attention.' });
    await user.click(within(summary).getByRole('link', { name: `Email: ${M.emailFormat}` }));
    expect(field('Email')).toHaveFocus();
  });

  it("offers the merchant's own user no Activate or Inactivate, and staff who set the bank's terms Inactivate", async () => {
    const user = userEvent.setup();
    const merchantView = renderPortal(<MerchantProfileScreen action="view" />, { path: '/merchant/view', sandbox: { url, tokens } });
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Action' })).not.toBeInTheDocument();
    merchantView.unmount();
    renderAsBankAdmin('view');
    await user.click(await screen.findByRole('button', { name: 'Action' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Inactivate']);
  });

  it("keeps the merchant's own user's fees read-only and saves them back as loaded", async () => {
    const user = userEvent.setup();
    const storedFee = (await storedProfile()).feeProfileResponse.feeProfileResponse;
    const { sentTo } = renderPortal(<MerchantProfileScreen action="update" />, { path: '/merchant/update', sandbox: { url, tokens } });
    // The fees read as on the view page: the value beside its label, no control to change it.
    const minimum = await screen.findByText('Minimum Fee', { selector: 'dt' });
    expect(minimum.nextElementSibling).toHaveTextContent(String(storedFee?.minCharge ?? ''));
    expect(screen.queryByRole('textbox', { name: 'Minimum Fee' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Waive fee' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByRole('alertdialog', { name: M.updateSuccessTitle });
    expect(sentTo(UPDATE_PATH)[0]?.body?.feeProfile).toEqual(storedFee);
  });

  it('focuses an empty waive date after a failed submit, as it does a text field', async () => {
    const user = userEvent.setup();
    const { sentTo } = renderAsBankAdmin('update');
    const waived = await screen.findByRole('checkbox', { name: 'Waive fee' });
    if (!(waived as HTMLInputElement).checked) await user.click(waived);
    const from = field('Waive From');
    await user.clear(from);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const modal = await screen.findByRole('alertdialog', { name: M.clientErrorTitle });
    expect(modal).toHaveTextContent(M.waiveFromRequired);
    expect(sentTo(UPDATE_PATH)).toHaveLength(0);
    await user.click(within(modal).getByRole('button'));
    await waitFor(() => expect(field('Waive From')).toHaveFocus());
  });

  it('saves once on a double click, says so, and the change is stored', async () => {
    const user = userEvent.setup();
    const { sentTo, navigation } = renderPortal(<MerchantProfileScreen action="update" />, { path: '/merchant/update', sandbox: { url, tokens } });
    const trade = await screen.findByRole('textbox', { name: 'Trading Name' });
    await user.clear(trade);
    await user.click(trade);
    await user.paste('CP Insurance Online');
    await user.dblClick(screen.getByRole('button', { name: 'Update' }));
    const modal = await screen.findByRole('alertdialog', { name: M.updateSuccessTitle });
    expect(modal).toHaveTextContent(M.updateSuccessBody);
    expect(sentTo(UPDATE_PATH)).toHaveLength(1);
    expect(sentTo(UPDATE_PATH)[0]?.body).toMatchObject({ isAction: 'UPDATE', merchantId: '1000000001' });
    expect((await storedProfile()).merchantProfileResponse.merchantProfileResource.merchantInfo.merchantNameTrade).toBe('CP Insurance Online');
    await user.click(within(modal).getByRole('button', { name: 'Back to Merchant' }));
    await waitFor(() => expect(navigation.location).toBe('/merchant/view'));
  });

  it('keeps every input when the gateway does not answer (503)', async () => {
    const user = userEvent.setup();
    // The load answers; the save finds nothing listening (the client's synthetic 503).
    const view = renderPortal(<MerchantProfileScreen action="update" />, { path: '/merchant/update', sandbox: { url, tokens, failWrites: true } });
    const trade = await screen.findByRole('textbox', { name: 'Trading Name' });
    await user.clear(trade);
    await user.click(trade);
    await user.paste('Kept after an outage');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const modal = await screen.findByRole('alertdialog', { name: M.updateErrorTitle });
    expect(modal).toHaveTextContent('Service Unavailable');
    await user.click(within(modal).getByRole('button'));
    expect(trade).toHaveValue('Kept after an outage');
    expect(view.navigation.location).toBe('/merchant/update');
  });
});
