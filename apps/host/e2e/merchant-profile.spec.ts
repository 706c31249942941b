/**
 * The merchant profile (spec sections 2, 3, 5 and 8) as demo_full meets it on merchant
 * 1000000001: view, Edit, save and reload; the logo's refusals and a logo kept; the public key
 * download with the footer's spinner; asking before an unsaved change is lost; the route's role.
 * Every save is put back through the API afterwards (even after a failure), so the shared demo
 * merchant stays as the other specs expect it. The fixtures fail any test with a CSP violation;
 * the logo's preview (a data: URL) is drawn under that policy here.
 */
import { readFile } from 'node:fs/promises';
import type { Page, Request } from '@playwright/test';
import type { Schemas } from '@lego-portal/api-client';
import { DEMO_PASSWORD, putMerchantProfile } from '@lego-portal/test-kit';
import { expect, test } from './support/fixtures';
import { MENU, PROFILE_SPEC, SPEC } from './support/messages';
import { chooseLogo, expectUpdateForm, pngImage, region, textbox, updateButton, watchProfileSaves } from './support/merchant-profile';
import { detailValue, expectAccessible, go, mainMenu, signIn } from './support/portal';

const VIEW_HEADING = 'Merchant Profile Chao Phraya Insurance PCL';
const KEY_FILE = 'public_key_1000000001.pem';

type SentProfile = Schemas['MerchantProfileUpdateRequest'];

/**
 * Sends the first save of `saves` again with `original` merchant info values put back: the test
 * leaves the merchant as it found it whether it passed or not.
 */
async function putBack(sandboxUrl: string, saves: readonly Request[], original: Record<string, unknown>): Promise<void> {
  const first = saves[0]?.postDataJSON() as SentProfile | undefined;
  if (!first) return;
  Object.assign(first.merchantProfile.merchantInfo, original);
  await putMerchantProfile(sandboxUrl, first);
}

/** Opens the update form through the view's Edit button. */
async function edit(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/\/merchant\/update$/);
  await expectUpdateForm(page);
}

/** Saves the update form and goes back to the view through the success modal. */
async function saveAndGoBack(page: Page): Promise<void> {
  await updateButton(page).click();
  const modal = page.getByRole('alertdialog', { name: PROFILE_SPEC.updateSuccessTitle });
  await expect(modal).toContainText(PROFILE_SPEC.updateSuccessBody);
  await modal.getByRole('button', { name: PROFILE_SPEC.backToMerchant }).click();
  await expect(page).toHaveURL(/\/merchant\/view$/);
  await expect(page.getByRole('heading', { level: 1, name: VIEW_HEADING })).toBeVisible();
}

test('demo_full views the profile, edits and saves it, and the change is there after a reload', async ({ page, sandboxUrl }) => {
  const saves = watchProfileSaves(page);
  await signIn(page, 'demo_full', DEMO_PASSWORD, '/merchant/view');
  await expect(page.getByRole('heading', { level: 1, name: VIEW_HEADING })).toBeVisible();
  for (const card of ['Merchant Profile', 'Merchant Contact Information', 'Fee Profile', 'Merchant Integration Information']) {
    await expect(page.getByRole('heading', { level: 2, name: card, exact: true })).toBeVisible();
  }
  // View mode reads like a page: no inputs.
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
  await expectAccessible(page, 'merchant profile (view)');

  // Whatever the profile holds now (another test may have run first), the new values differ.
  const trade = (await detailValue(page, 'Trading Name').textContent()) ?? '';
  const phone = (await detailValue(page, 'Phone Number').textContent()) ?? '';
  const newTrade = `CP Insurance E2E ${Date.now().toString(36)}`;
  const newPhone = phone === '0812345678' ? '0898765432' : '0812345678';

  await edit(page);
  await textbox(page, 'Trading Name').fill(newTrade);
  await textbox(page, 'Phone Number').fill(newPhone);
  try {
    await saveAndGoBack(page);
    expect(saves, 'one save').toHaveLength(1);
    await page.reload();
    await expect(detailValue(page, 'Trading Name')).toHaveText(newTrade);
    await expect(detailValue(page, 'Phone Number')).toHaveText(newPhone);
  } finally {
    await putBack(sandboxUrl, saves, { merchantNameTrade: trade, contactPhone: phone });
  }
});

test('the public key downloads under its Content-Disposition name while the footer shows the spinner', async ({ page }) => {
  await signIn(page, 'demo_full', DEMO_PASSWORD, '/merchant/view');
  const card = region(page, 'Merchant Integration Information');
  const button = card.getByRole('button', { name: 'Download public key' });
  await expect(button).toBeVisible();
  // The key is held until the spinner was seen, so a fast sandbox cannot hide it.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === '/api/lego-authentication/ext/keypairs',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  const spinner = page.getByRole('contentinfo').getByText('Downloading…');
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/lego-authentication/ext/keypairs');
  const downloading = page.waitForEvent('download');
  await button.click();
  await expect(spinner).toBeVisible();
  release();
  const download = await downloading;
  expect((await answered).headers()['content-disposition']).toContain(KEY_FILE);
  expect(download.suggestedFilename()).toBe(KEY_FILE);
  const key = await readFile((await download.path())!, 'utf8');
  expect(key.startsWith('-----BEGIN PUBLIC KEY-----')).toBe(true);
  expect(key.trim().endsWith('-----END PUBLIC KEY-----')).toBe(true);
  await expect(spinner).toHaveCount(0);
  await expect(card.getByRole('status').filter({ hasText: KEY_FILE })).toHaveText(`The public key was saved as ${KEY_FILE}.`);
});

test('the logo refuses a too-large, a non-square and a renamed non-image file; a square PNG is previewed, saved and removed', async ({ page, sandboxUrl }) => {
  const saves = watchProfileSaves(page);
  await signIn(page, 'demo_full', DEMO_PASSWORD, '/merchant/update');
  await expectUpdateForm(page);
  const general = region(page, 'General Profile');
  const choose = page.getByRole('button', { name: 'Merchant Logo Choose file' });
  const refusal = general.getByRole('alert');
  const preview = general.getByRole('img', { name: 'Preview of the merchant logo' });

  const refused = [
    { file: { name: 'big.png', mimeType: 'image/png', buffer: pngImage(64, 64, 307_201) }, message: PROFILE_SPEC.logoTooLarge },
    { file: { name: 'wide.png', mimeType: 'image/png', buffer: pngImage(200, 100) }, message: PROFILE_SPEC.logoNotSquare },
    { file: { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('Not an image, only named like one.\n') }, message: PROFILE_SPEC.logoFormat },
  ];
  for (const { file, message } of refused) {
    await chooseLogo(page, file);
    await expect(refusal, file.name).toHaveText(message);
    await expect(choose).toHaveAccessibleDescription(new RegExp(message));
    await expect(preview, 'a refused file is not kept').toHaveCount(0);
  }

  await chooseLogo(page, { name: 'square.png', mimeType: 'image/png', buffer: pngImage(48, 48) });
  await expect(refusal).toHaveCount(0);
  await expect(preview).toBeVisible();
  // Drawn, not a broken image: the data: URL passed the CSP's img-src.
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
  try {
    await saveAndGoBack(page);
    await expect(region(page, 'General Profile').getByRole('img', { name: 'Merchant Logo' })).toBeVisible();

    // Removed again through the form, as a person would restore it.
    await edit(page);
    await general.getByRole('button', { name: 'Remove square.png' }).click();
    await expect(preview).toHaveCount(0);
    await saveAndGoBack(page);
    await expect(detailValue(page, 'Merchant Logo')).toHaveText('No logo uploaded');
    expect(saves).toHaveLength(2);
  } finally {
    // Only when the form's own removal did not happen.
    if (saves.length < 2) await putBack(sandboxUrl, saves, { merchantLogo: '', merchantLogoFileName: '' });
  }
});

test('an unsaved change is not lost without asking: leaving the page and Discard Edit ask first', async ({ page }) => {
  const saves = watchProfileSaves(page);
  await signIn(page, 'demo_full', DEMO_PASSWORD, '/merchant/update');
  await expectUpdateForm(page);
  const trade = textbox(page, 'Trading Name');
  const typed = 'Not saved';
  await trade.fill(typed);

  const leaveDialog = page.getByRole('alertdialog', { name: 'Leave this page' });
  await mainMenu(page).getByRole('link', { name: MENU.user, exact: true }).click();
  await expect(leaveDialog).toBeVisible();
  await leaveDialog.getByRole('button', { name: 'Stay', exact: true }).click();
  await expect(leaveDialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/merchant\/update$/);
  await expect(trade).toHaveValue(typed);

  const discardDialog = page.getByRole('alertdialog', { name: 'Discard changes' });
  await page.getByRole('button', { name: 'Discard Edit', exact: true }).click();
  await expect(discardDialog).toBeVisible();
  await discardDialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(discardDialog).toHaveCount(0);
  await expect(trade).toHaveValue(typed);
  await page.getByRole('button', { name: 'Discard Edit', exact: true }).click();
  await discardDialog.getByRole('button', { name: 'Discard Edit', exact: true }).click();
  await expect(page).toHaveURL(/\/merchant\/view$/);
  await expect(detailValue(page, 'Trading Name')).not.toHaveText(typed);

  // Unchanged, Discard Edit asks nothing.
  await edit(page);
  await page.getByRole('button', { name: 'Discard Edit', exact: true }).click();
  await expect(page).toHaveURL(/\/merchant\/view$/);

  // And a change left through the menu with Leave goes.
  await edit(page);
  await trade.fill(typed);
  await mainMenu(page).getByRole('link', { name: MENU.user, exact: true }).click();
  await leaveDialog.getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(page).toHaveURL(/\/user$/);
  expect(saves, 'nothing was saved').toHaveLength(0);

  await go(page, '/merchant/bogus');
  await expect(page).toHaveURL(/\/notfound$/);
});

test('a user without DD_ACCOUNT_PROFILE is sent to /unauthorized from view and update', async ({ page }) => {
  await signIn(page, 'demo_reports', DEMO_PASSWORD, '/merchant/view');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByText(SPEC.unauthorized)).toBeVisible();
  await go(page, '/merchant/update');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(mainMenu(page).getByRole('link', { name: MENU.profile, exact: true })).toHaveCount(0);
});
