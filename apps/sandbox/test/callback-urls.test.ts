/**
 * Callback URLs cannot point inside the bank: the profile update refuses loopback, link-local,
 * private and the sandbox's own hosts with the rules' message, and stores nothing of it.
 */
import { SUB_ACCOUNT_MESSAGES } from '@lego-portal/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFrom } from '../src/config';
import { API, M1 } from './support/api-paths';
import type { Tokens } from './support/test-sandbox';
import { TestSandbox } from './support/test-sandbox';

/** The name this sandbox is reached by (`--public-host`): public, so only the sandbox knows it is its own. */
const PUBLIC_HOST = 'sandbox.bank.example';

let t: TestSandbox;
let full: Tokens;
beforeAll(async () => {
  t = await TestSandbox.start({ publicHost: PUBLIC_HOST });
  full = await t.signIn('demo_full');
});
afterAll(async () => {
  await t?.close();
});

const storedProfile = async () => {
  const [row] = await t.sandbox.db.query<{ dd: unknown }>('select dd_profile as dd from merchant where merchant_id = $1', [M1]);
  return row!.dd;
};

/** The update body of the profile as loaded, its first sub-account's `field` set to `url`. */
async function updateWith(field: 'paymentCallbackUrl' | 'registerCallbackUrl', url: string) {
  const loaded = (await t.post(API.merchantDetails, { merchantId: M1 }, full.idToken)).body;
  const profile = loaded.merchantProfileResponse.merchantProfileResource;
  profile.merchantDDProfile.merchantSubAcctProfiles[0][field] = url;
  return { isAction: 'UPDATE', merchantId: M1, merchantProfile: profile, feeProfile: loaded.feeProfileResponse.feeProfileResponse };
}

describe('updateMerchantProfile: callback URLs', () => {
  it.each([
    ['loopback', 'paymentCallbackUrl', 'http://127.0.0.1:8787/api/health'],
    ['cloud metadata', 'registerCallbackUrl', 'http://169.254.169.254/latest/meta-data/'],
    ['a private address', 'paymentCallbackUrl', 'https://10.20.30.40/callbacks'],
    ['loopback spelled as a number', 'registerCallbackUrl', 'http://2130706433/'],
    ["the sandbox's own public host", 'paymentCallbackUrl', `https://${PUBLIC_HOST}/api/lego-merchantprofile/ext/merchantprofile/`],
    ["the sandbox's own public host in capitals", 'registerCallbackUrl', `https://${PUBLIC_HOST.toUpperCase()}./cb`],
  ] as const)('refuses a callback to %s with the rules message and stores nothing', async (_, field, url) => {
    const before = await storedProfile();
    const reply = await t.put(API.merchantProfile, await updateWith(field, url), full.idToken);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      validationMessages: [{ code: 'merchantProfile.callbackUrlInternal', message: SUB_ACCOUNT_MESSAGES.callbackUrlInternal, description: SUB_ACCOUNT_MESSAGES.callbackUrlInternal }],
    });
    expect(await storedProfile()).toEqual(before);
  });

  it('saves a public callback, and an unchanged (masked) one keeps the stored URL', async () => {
    const reply = await t.put(API.merchantProfile, await updateWith('paymentCallbackUrl', 'https://hooks.shop.example/pay?key=1'), full.idToken);
    expect(reply.status, reply.text).toBe(200);
    const unchanged = await t.put(API.merchantProfile, await updateWith('registerCallbackUrl', 'https://hooks.shop.example/register'), full.idToken);
    expect(unchanged.status, unchanged.text).toBe(200);
    const stored = (await storedProfile()) as { merchantSubAcctProfiles: { paymentCallbackUrl: string }[] };
    expect(stored.merchantSubAcctProfiles[0]!.paymentCallbackUrl).toBe('https://hooks.shop.example/pay?key=1');
  });
});

describe('the public host on the command line', () => {
  it('is read from --public-host, else API_PUBLIC_HOST', () => {
    expect(configFrom(['--public-host', PUBLIC_HOST], {}).publicHost).toBe(PUBLIC_HOST);
    expect(configFrom([], { API_PUBLIC_HOST: 'api.example' }).publicHost).toBe('api.example');
    expect(configFrom([], {}).publicHost).toBeUndefined();
  });
});
