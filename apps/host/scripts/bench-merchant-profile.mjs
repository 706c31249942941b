// The merchant profile's figure of the bench (issue 14): scripting per keystroke while typing in
// the update form of a merchant with 20 sub-accounts. The merchant of demo_full gets 20
// sub-accounts through the API first (the bench's own in-memory sandbox; nothing else uses it).
import { median, scriptingMeter, signedInPage, DEMO } from './bench-support.mjs';

const PROFILE_API = '/api/lego-merchantprofile/ext/merchantprofile';
const SUB_ACCOUNTS = 20;
const TYPED = 'abcdefghij';

async function call(url, body, idToken, method = 'POST') {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await response.json().catch(() => ({}));
  if (response.status !== 200) throw new Error(`${method} ${url} answered ${response.status}: ${JSON.stringify(json).slice(0, 200)}`);
  return json;
}

/** Gives merchant 1000000001 `count` sub-accounts (each with a shadow account), through the API. */
async function withSubAccounts(sandboxUrl, count) {
  const { idToken } = await call(`${sandboxUrl}/api/lego-authorization/ext/cognito/signIn`, DEMO);
  const loaded = await call(`${sandboxUrl}${PROFILE_API}/details`, { merchantId: '1000000001' }, idToken);
  const profile = loaded.merchantProfileResponse.merchantProfileResource;
  const merchantDDProfile = {
    ...profile.merchantDDProfile,
    merchantSubAcctProfiles: Array.from({ length: count }, (_, i) => ({
      accountNumber: String(1234500001 + i),
      paymentCallbackUrl: `https://shop${i + 1}.example/callbacks/payment`,
      registerCallbackUrl: `https://shop${i + 1}.example/callbacks/register`,
      shadowAccounts: [{ accountNumber: String(1234590001 + i), isShadowAccount: 'Y' }],
    })),
  };
  await call(
    `${sandboxUrl}${PROFILE_API}/`,
    { isAction: 'UPDATE', merchantId: '1000000001', merchantProfile: { merchantInfo: profile.merchantInfo, merchantDDProfile }, feeProfile: loaded.feeProfileResponse.feeProfileResponse },
    idToken,
    'PUT',
  );
}

/**
 * The fields typed into: a general field, the first and the last sub-account's. No fee: since
 * issue 29 the bank sets fees and a merchant user's form shows them as values, not fields.
 */
const FIELDS = [
  ['Trading Name', (page) => page.getByRole('textbox', { name: 'Trading Name', exact: true })],
  ['first sub-account number', (page) => page.getByRole('textbox', { name: /^Account Number/ }).first()],
  ['last payment callback URL', (page) => page.getByRole('textbox', { name: /^Payment Callback URL/ }).last()],
];

/**
 * Signs in as demo_full, opens /merchant/update with 20 sub-accounts, and for each field types
 * ten characters `runs` times (clearing it between runs), measuring Chromium's ScriptDuration over
 * the typing; the figure is per keystroke. Keystrokes are typed as a person does (keydown,
 * input, keyup per character), so the time includes the form's validation and re-renders.
 */
export async function merchantProfileTyping(browser, baseUrl, sandboxUrl, runs) {
  await withSubAccounts(sandboxUrl, SUB_ACCOUNTS);
  const { context, page } = await signedInPage(browser, baseUrl);
  await page.goto(`${baseUrl}/merchant/update`);
  await page.getByRole('textbox', { name: /^Account Number/ }).nth(SUB_ACCOUNTS - 1).waitFor();
  const measure = await scriptingMeter(context, page);
  const figures = [];
  const typeInEach = async (when) => {
    for (const [label, locate] of FIELDS) {
      const input = locate(page);
      const perKey = [];
      for (let i = 0; i < runs; i += 1) {
        await input.fill('');
        await input.focus();
        const run = await measure(() => page.keyboard.type(label === 'first sub-account number' ? '1234567890' : TYPED));
        perKey.push(run.scripting / TYPED.length);
      }
      figures.push({ label: `${label}${when}`, perKey: median(perKey), runs: perKey });
    }
  };
  await typeInEach('');
  // After a refused Update every field is re-checked as it is typed in (react-hook-form's
  // re-validation), the costlier case: the tax ID is cleared so the Update is refused.
  await page.getByRole('textbox', { name: /^Tax ID/ }).fill('');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await page.getByRole('alertdialog').waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('alertdialog').waitFor({ state: 'hidden' });
  await typeInEach(', after a refused Update');
  await context.close();
  return figures;
}
