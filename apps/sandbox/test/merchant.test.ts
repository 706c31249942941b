/** Merchant profile load, update (rules, logo), activate and inactivate; the key pair. */
import { createPublicKey } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, M1, M2 } from './support/api-paths';
import type { Tokens } from './support/test-sandbox';
import { TestSandbox } from './support/test-sandbox';

let t: TestSandbox;
let full: Tokens;
/** BANK_MERCHANT_ADMIN: only the bank sets fees and activation (issue 29). */
let bank: Tokens;
beforeAll(async () => {
  t = await TestSandbox.start();
  full = await t.signIn('demo_full');
  bank = await t.signIn('staff_maker');
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

/** A whole, decodable PNG: one-bit grey, every pixel black (so a huge one deflates to a few kB). */
function realPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, grey, deflate, no filter, not interlaced
  // Each row: its filter byte, then a bit per pixel.
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG's start: SOI, a JFIF APP0 segment and a baseline frame header of the given size. */
function jpeg(width: number, height: number): Buffer {
  const app0 = [0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const frame = [0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1];
  return Buffer.from([0xff, 0xd8, ...app0, ...frame, 0xff, 0xd9]);
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

  describe('sub-accounts whose callback URLs mask alike', () => {
    const storedSubs = async () => {
      const [row] = await t.sandbox.db.query<{ subs: { subAccountId: string | null; paymentCallbackUrl: string; registerCallbackUrl: string }[] }>(
        `select dd_profile->'merchantSubAcctProfiles' as subs from merchant where merchant_id = $1`,
        [M1],
      );
      return row!.subs;
    };
    const twin = (subAccountId: string | null, path: string) => ({
      subAccountId,
      accountNumber: '1234500001',
      paymentCallbackUrl: `https://hooks.example/${path}/payment`,
      registerCallbackUrl: `https://hooks.example/${path}/register`,
      shadowAccounts: [],
    });

    it('saves an unchanged profile with two stored sub-accounts of the same account and callback hosts, keeping their URLs', async () => {
      const [first] = await storedSubs();
      // As the bank's onboarding stores them: same account number and hosts, different paths.
      const stored = [first!, twin('CPINS-02', 'east'), twin('CPINS-03', 'west')];
      await t.sandbox.db.query(
        `update merchant set dd_profile = jsonb_set(dd_profile, '{merchantSubAcctProfiles}', $2::jsonb) where merchant_id = $1`,
        [M1, JSON.stringify(stored)],
      );
      const body = await loadedUpdateBody();
      const sent = body.merchantProfile.merchantDDProfile.merchantSubAcctProfiles;
      // The client sends back what the load showed: both twins' URLs mask to https://hooks.example/****.
      expect(sent[1].paymentCallbackUrl).toBe(sent[2].paymentCallbackUrl);
      expect(sent[1].paymentCallbackUrl).toMatch(/^https:\/\/hooks\.example\/\*+$/);
      const reply = await t.put(API.merchantProfile, body, full.idToken);
      expect(reply.status, reply.text).toBe(200);
      expect(await storedSubs()).toEqual(stored);
    });

    it('gives new sub-accounts an id, so their URLs survive the next unchanged save', async () => {
      const body = await loadedUpdateBody();
      const subs = body.merchantProfile.merchantDDProfile.merchantSubAcctProfiles;
      body.merchantProfile.merchantDDProfile.merchantSubAcctProfiles = [subs[0], twin(null, 'north'), twin(null, 'south')];
      expect((await t.put(API.merchantProfile, body, full.idToken)).status).toBe(200);
      const added = await storedSubs();
      expect(added.slice(1).map((sub) => sub.paymentCallbackUrl)).toEqual(['https://hooks.example/north/payment', 'https://hooks.example/south/payment']);
      const ids = added.map((sub) => sub.subAccountId);
      expect(new Set(ids).size).toBe(3);
      expect(ids.every((id) => typeof id === 'string' && id !== '')).toBe(true);

      const unchanged = await loadedUpdateBody();
      const reply = await t.put(API.merchantProfile, unchanged, full.idToken);
      expect(reply.status, reply.text).toBe(200);
      expect(await storedSubs()).toEqual(added);
    });
  });

  it('applies the rules package: min/max fee, waiver dates, duplicated sub-accounts', async () => {
    const fee = await loadedUpdateBody();
    fee.feeProfile = { ...fee.feeProfile, minCharge: '30.00', maxCharge: '10.00' };
    const feeReply = await t.put(API.merchantProfile, fee, bank.idToken);
    expect(feeReply.status).toBe(400);
    expect(feeReply.body.validationMessages.map((m: { message: string }) => m.message)).toContain('Maximum fee should be more than or equal to minimum fee');

    const waiver = await loadedUpdateBody();
    waiver.feeProfile = { ...waiver.feeProfile, isWaived: 'Y', isValidTillCancel: 'N', waiveFrom: '20250601', waiveTo: '20250101' };
    const waiverReply = await t.put(API.merchantProfile, waiver, bank.idToken);
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

  describe('logo refusals', () => {
    const FORMAT = 'Merchant logo must be in format of PNG or JPG';
    const send = async (merchantLogo: string, merchantLogoFileName: string) => {
      const body = await loadedUpdateBody();
      body.merchantProfile.merchantInfo = { ...body.merchantProfile.merchantInfo, merchantLogo, merchantLogoFileName };
      return t.put(API.merchantProfile, body, full.idToken);
    };
    /** The answer's messages, and whether the stored logo is still the one before. */
    const refusal = async (merchantLogo: string, merchantLogoFileName: string) => {
      const before = (await loadedUpdateBody()).merchantProfile.merchantInfo.merchantLogo;
      const reply = await send(merchantLogo, merchantLogoFileName);
      const after = (await loadedUpdateBody()).merchantProfile.merchantInfo.merchantLogo;
      expect(after).toBe(before);
      return { status: reply.status, messages: reply.body.validationMessages?.map((m: { message: string }) => m.message) };
    };

    it('refuses JPEG bytes named logo.png or sent as data:image/png, and takes them named and typed as a JPEG', async () => {
      const bytes = jpeg(64, 64).toString('base64');
      expect(await refusal(bytes, 'logo.png')).toEqual({ status: 400, messages: [FORMAT] });
      expect(await refusal(`data:image/png;base64,${bytes}`, 'logo.jpg')).toEqual({ status: 400, messages: [FORMAT] });
      expect((await send(`data:image/jpeg;base64,${bytes}`, 'logo.jpg')).status).toBe(200);
      expect((await send(bytes, 'logo.jpeg')).status).toBe(200);
    });

    it('refuses a 20000x20000 PNG of some 50 kB (a decompression bomb) with the rules\' pixel cap', async () => {
      const bomb = realPng(20_000, 20_000);
      expect(bomb.length).toBeLessThan(100_000);
      expect(await refusal(bomb.toString('base64'), 'logo.png')).toEqual({ status: 400, messages: ['Merchant logo must not exceed 2048x2048 pixels'] });
      expect((await send(realPng(2048, 2048).toString('base64'), 'logo.png')).status).toBe(200);
    });

    it('answers an oversize, non-square or misnamed logo with the spec\'s message, never a schema sentence', async () => {
      const tooLarge = { status: 400, messages: ['Merchant logo must not exceed 300KB'] };
      expect(await refusal(png(64, 64, 307_201), 'logo.png')).toEqual(tooLarge);
      expect(await refusal(png(64, 64, 600_000), 'logo.png')).toEqual(tooLarge);
      // Larger than the request body limit: still the logo's message.
      expect(await refusal(png(64, 64, 1_200_000), 'logo.png')).toEqual(tooLarge);
      expect(await refusal(realPng(64, 32).toString('base64'), 'logo.png')).toEqual({ status: 400, messages: ['Merchant logo must be square ratio'] });
      expect(await refusal(png(64, 64), 'logo.gif')).toEqual({ status: 400, messages: [FORMAT] });
      expect(await refusal(png(64, 64), '')).toEqual({ status: 400, messages: [FORMAT] });
    });
  });

  it('the bank activates and inactivates; another merchant is 404 to a merchant user; without the profile role 403', async () => {
    expect((await t.put(API.merchantProfile, { isAction: 'INACTIVATE', merchantId: M1 }, bank.idToken)).status).toBe(200);
    expect((await t.post(API.merchantDetails, { merchantId: M1 }, full.idToken)).body.merchantProfileResponse.merchantProfileResource.merchantInfo.isActive).toBe('N');
    expect((await t.put(API.merchantProfile, { isAction: 'ACTIVATE', merchantId: M1 }, bank.idToken)).status).toBe(200);
    expect((await t.post(API.merchantDetails, { merchantId: M1 }, full.idToken)).body.merchantProfileResponse.merchantProfileResource.merchantInfo.isActive).toBe('Y');
    expect((await t.put(API.merchantProfile, { isAction: 'INACTIVATE', merchantId: M2 }, full.idToken)).status).toBe(404);
    const sso = await t.signIn('demo_sso');
    expect((await t.put(API.merchantProfile, { isAction: 'INACTIVATE', merchantId: M1 }, sso.idToken)).status).toBe(403);
    // The full profile needs DD_ACCOUNT_PROFILE (issue 29); the frame reads the summary.
    expect((await t.post(API.merchantDetails, { merchantId: M1 }, sso.idToken)).status).toBe(403);
    expect((await t.post(API.merchantSummary, undefined, sso.idToken)).status).toBe(200);
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
