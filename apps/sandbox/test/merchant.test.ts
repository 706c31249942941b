/** Merchant profile load, update (rules, logo), activate and inactivate; the key pair. */
import { createPublicKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, M1, M2 } from './support/api-paths';
import type { Tokens } from './support/test-sandbox';
import { TestSandbox } from './support/test-sandbox';

let t: TestSandbox;
let full: Tokens;
beforeAll(async () => {
  t = await TestSandbox.start();
  full = await t.signIn('demo_full');
});
afterAll(async () => {
  await t?.close();
});

/** A PNG header (signature + IHDR) of the given size, padded to `bytes`. */
function png(width: number, height: number, bytes = 64): string {
  const buffer = Buffer.alloc(bytes);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(buffer, 0);
  buffer.writeUInt32BE(13, 8);
  buffer.write('IHDR', 12, 'ascii');
  buffer.writeUInt32BE(width, 16);
  buffer.writeUInt32BE(height, 20);
  return buffer.toString('base64');
}

async function loadedUpdateBody(token = full.idToken, merchantId = M1) {
  const loaded = (await t.post(API.merchantDetails, { merchantId }, token)).body;
  return {
    isAction: 'UPDATE',
    merchantId,
    merchantProfile: loaded.merchantProfileResponse.merchantProfileResource,
    feeProfile: loaded.feeProfileResponse.feeProfileResponse,
  };
}

describe('merchant profile load', () => {
  it('loads the own merchant by id and by username, with fee profile, key pair info and lookups; callback URLs masked', async () => {
    const byId = await t.post(API.merchantDetails, { merchantId: M1 }, full.idToken);
    expect(byId.status).toBe(200);
    const resource = byId.body.merchantProfileResponse.merchantProfileResource;
    expect(resource.merchantInfo).toMatchObject({ merchantId: M1, merchantIntegrationType: 'API', specialMerchantCode: 'SSO_CPINS', isActive: 'Y' });
    expect(resource.merchantDDProfile.merchantSubAcctProfiles[0].paymentCallbackUrl).not.toContain('/callbacks/payment');
    expect(byId.body.feeProfileResponse.feeProfileResponse.chargeFrequency).toBe('T');
    expect(byId.body.keyPairResponse.generatedTime).toMatch(/^\d{14}$/);
    expect(byId.body.merchantAddress.city).toBe('Bangkok');
    const byName = await t.post(API.merchantDetails, { username: 'demo_full' }, full.idToken);
    expect(byName.body).toEqual(byId.body);
  });

  it("answers 404 for another merchant's profile, by id or by one of its usernames", async () => {
    expect((await t.post(API.merchantDetails, { merchantId: M2 }, full.idToken)).status).toBe(404);
    expect((await t.post(API.merchantDetails, { username: 'demo_m2full' }, full.idToken)).status).toBe(404);
  });
});

describe('merchant profile update', () => {
  it('saves an unchanged form without losing the masked callback URLs, and saves changes', async () => {
    const body = await loadedUpdateBody();
    body.merchantProfile.merchantInfo.merchantNameTrade = 'CP Insurance Online';
    expect((await t.put(API.merchantProfile, body, full.idToken)).status).toBe(200);
    const again = await loadedUpdateBody();
    expect(again.merchantProfile.merchantInfo.merchantNameTrade).toBe('CP Insurance Online');
    expect(again.merchantProfile.merchantDDProfile).toEqual(body.merchantProfile.merchantDDProfile);
    const sub = again.merchantProfile.merchantDDProfile.merchantSubAcctProfiles[0];
    expect(sub.paymentCallbackUrl).toBe(body.merchantProfile.merchantDDProfile.merchantSubAcctProfiles[0].paymentCallbackUrl);
  });

  it('applies the rules package: min/max fee, waiver dates, duplicated sub-accounts', async () => {
    const fee = await loadedUpdateBody();
    fee.feeProfile = { ...fee.feeProfile, minCharge: '30.00', maxCharge: '10.00' };
    const feeReply = await t.put(API.merchantProfile, fee, full.idToken);
    expect(feeReply.status).toBe(400);
    expect(feeReply.body.validationMessages.map((m: { message: string }) => m.message)).toContain('Maximum fee should be more than or equal to minimum fee');

    const waiver = await loadedUpdateBody();
    waiver.feeProfile = { ...waiver.feeProfile, isWaived: 'Y', isValidTillCancel: 'N', waiveFrom: '20250601', waiveTo: '20250101' };
    const waiverReply = await t.put(API.merchantProfile, waiver, full.idToken);
    expect(waiverReply.body.validationMessages.map((m: { message: string }) => m.message)).toContain('Waive date from should be earlier than waive date to');

    const dup = await loadedUpdateBody();
    const subs = dup.merchantProfile.merchantDDProfile.merchantSubAcctProfiles;
    const copy = { ...subs[0], subAccountId: null, paymentCallbackUrl: 'https://a.example/p', registerCallbackUrl: 'https://a.example/r' };
    dup.merchantProfile.merchantDDProfile.merchantSubAcctProfiles = [copy, { ...copy }];
    const dupReply = await t.put(API.merchantProfile, dup, full.idToken);
    expect(dupReply.body.validationMessages.map((m: { message: string }) => m.message)).toContain('Sub-account profile is duplicated, please check');
  });

  it('checks the logo by content, size and squareness', async () => {
    const withLogo = async (merchantLogo: string, merchantLogoFileName = 'logo.png') => {
      const body = await loadedUpdateBody();
      body.merchantProfile.merchantInfo = { ...body.merchantProfile.merchantInfo, merchantLogo, merchantLogoFileName };
      return t.put(API.merchantProfile, body, full.idToken);
    };
    expect((await withLogo(png(64, 64))).status).toBe(200);
    const notSquare = await withLogo(png(64, 32));
    expect(notSquare.body.validationMessages[0].message).toBe('Merchant logo must be square ratio');
    const gif = await withLogo(Buffer.from('GIF89a-not-a-png-at-all').toString('base64'));
    expect(gif.body.validationMessages[0].message).toBe('Merchant logo must be in format of PNG or JPG');
    const big = await withLogo(png(64, 64, 307_201));
    expect(big.status).toBe(400);
  });

  it('activates and inactivates; another merchant is 404; without the profile role 403', async () => {
    expect((await t.put(API.merchantProfile, { isAction: 'INACTIVATE', merchantId: M1 }, full.idToken)).status).toBe(200);
    expect((await t.post(API.merchantDetails, { merchantId: M1 }, full.idToken)).body.merchantProfileResponse.merchantProfileResource.merchantInfo.isActive).toBe('N');
    expect((await t.put(API.merchantProfile, { isAction: 'ACTIVATE', merchantId: M1 }, full.idToken)).status).toBe(200);
    expect((await t.post(API.merchantDetails, { merchantId: M1 }, full.idToken)).body.merchantProfileResponse.merchantProfileResource.merchantInfo.isActive).toBe('Y');
    expect((await t.put(API.merchantProfile, { isAction: 'INACTIVATE', merchantId: M2 }, full.idToken)).status).toBe(404);
    const sso = await t.signIn('demo_sso');
    expect((await t.put(API.merchantProfile, { isAction: 'INACTIVATE', merchantId: M1 }, sso.idToken)).status).toBe(403);
    expect((await t.post(API.merchantDetails, { merchantId: M1 }, sso.idToken)).status).toBe(200);
  });
});

describe('key pair', () => {
  it('generates a new RSA key pair and downloads its public key as a PEM file', async () => {
    const generated = await t.post(API.keyPairs, { merchantId: M1 }, full.idToken);
    expect(generated.status).toBe(200);
    expect(generated.body.generatedBy).toBe('demo_full');
    const file = await t.call('GET', API.keyPairs, undefined, full.idToken);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="public_key_1000000001\.pem"/);
    expect(file.text).toBe(generated.body.publicKey);
    expect(createPublicKey(file.text).asymmetricKeyType).toBe('rsa');
    const info = await t.post(API.merchantDetails, { merchantId: M1 }, full.idToken);
    expect(info.body.keyPairResponse).toEqual({ generatedBy: 'demo_full', generatedTime: generated.body.generatedTime });
  });

  it("never touches another merchant's key pair", async () => {
    expect((await t.post(API.keyPairs, { merchantId: M2 }, full.idToken)).status).toBe(404);
    expect((await t.call('GET', `${API.keyPairs}?merchantId=${M2}`, undefined, full.idToken)).status).toBe(404);
  });
});
