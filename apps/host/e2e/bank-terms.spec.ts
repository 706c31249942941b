/**
 * What only the bank sets (issue 29), as a merchant's own users meet it in the merchant portal:
 * demo_full sees the fees and the waiver read-only, with the note saying why, and no Activate or
 * Inactivate; demo_reports, who may not read the merchant profile, is refused it by the API
 * (403) while the header still names its merchant (the sign-in reads the merchant's summary).
 */
import { answerOf, DEMO_PASSWORD, sandboxClient, signInTokens } from '@lego-portal/test-kit';
import { expect, test } from './support/fixtures';
import { expectUpdateForm, region } from './support/merchant-profile';
import { signIn } from './support/portal';

const BANK_TERMS_NOTE = 'Fees and waivers are set by the bank and cannot be changed here.';

test('demo_full sees the fees and the waiver read-only and has no Activate or Inactivate', async ({ page }) => {
  await signIn(page, 'demo_full', DEMO_PASSWORD, '/merchant/view');
  await expect(page.getByRole('heading', { level: 1, name: /Merchant Profile/ })).toBeVisible();
  // Edit is a button; Activate and Inactivate (in the Action menu for the bank) are not offered:
  // the merchant's user has no Action menu at all.
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Action', exact: true })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: /^(Activate|Inactivate)$/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/\/merchant\/update$/);
  await expectUpdateForm(page);
  const fees = region(page, 'Fee Profile');
  await expect(fees.getByText(BANK_TERMS_NOTE)).toBeVisible();
  // The fees, inter fees and waiver read as on the view page: values, and no control to change
  // them (no text box, switch or radio).
  await expect(fees.getByText('Minimum Fee', { exact: true })).toBeVisible();
  await expect(fees.getByText('Waive fee', { exact: true })).toBeVisible();
  await expect(fees.getByRole('textbox')).toHaveCount(0);
  await expect(fees.getByRole('checkbox')).toHaveCount(0);
  await expect(fees.getByRole('radio')).toHaveCount(0);
  // The merchant's own details stay editable.
  await expect(region(page, 'Contact Detail').getByRole('textbox', { name: 'First Name', exact: true })).toBeEditable();
});

test('demo_reports cannot read the merchant profile through the API, and its header still names its merchant', async ({ page, sandboxUrl }) => {
  const client = sandboxClient(sandboxUrl, await signInTokens(sandboxUrl, 'demo_reports', DEMO_PASSWORD));
  const profile = await answerOf(client.POST('/api/lego-merchantprofile/ext/merchantprofile/details', { body: { merchantId: '1000000002' } }));
  expect(profile.status).toBe(403);
  const summary = await answerOf(client.POST('/api/lego-merchantprofile/ext/merchantprofile/summary'));
  expect(summary.status).toBe(200);
  expect(summary.body).toEqual({ merchantId: '1000000002', merchantCode: expect.any(String), merchantName: 'Siam Online Mart Co., Ltd.', specialMerchantCode: null });

  await signIn(page, 'demo_reports', DEMO_PASSWORD);
  await expect(page.getByRole('banner').getByText('Siam Online Mart Co., Ltd.')).toBeVisible();
});
