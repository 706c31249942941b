/**
 * lego-merchantprofile: load (by merchantId, or by the username of one of the merchant's users),
 * the summary the frame needs after sign-in, the staff's merchant search, and one call for
 * update, activate and inactivate. The body is checked by the rules package's merchant profile
 * and logo validators; another merchant's profile is 404 for a merchant user. What only the bank
 * sets (fee profile, activation) needs BANK_MERCHANT_ADMIN (issue 29, see bank-terms.ts).
 */
import { maskUrl, validateLogoFile, validateMerchantProfile } from '@lego-portal/rules';
import { fail, rulesFailure } from '../errors';
import type { MerchantRow, SubAccount } from '../store/merchants';
import { findMerchant, merchantProfileResponse, searchMerchants as queryMerchants } from '../store/merchants';
import { findUserByUsername } from '../store/users';
import { BANK_TERMS_ONLY, sameFeeValues } from './bank-terms';
import { refuseOwnHostCallbacks } from './callback-host';
import type { OperationHandler } from './handler-types';
import { ok, principalOf } from './handler-types';
import { merchantOfCall } from './merchant-scope';

const MERCHANT_NOT_FOUND = 'Merchant not found.';
const notFound = () => fail.notFound(MERCHANT_NOT_FOUND);

/**
 * The full profile: the contract's x-roles let only DD_ACCOUNT_PROFILE and staff this far. A
 * username names the merchant of that user (an unknown user, or staff, who have none: 404).
 */
export const getMerchantProfile: OperationHandler = async (ctx) => {
  const principal = principalOf(ctx);
  const body = ctx.body as { merchantId?: string; username?: string };
  const { db } = ctx.deps;
  let named = body.merchantId;
  if (body.username !== undefined) {
    named = (await findUserByUsername(db, body.username))?.merchant_id ?? undefined;
    if (!named) throw notFound();
  }
  const row = await findMerchant(db, merchantOfCall(principal, named, notFound));
  if (!row) throw notFound();
  return ok(await merchantProfileResponse(db, row));
};

/** The caller's merchant in brief (what the frame shows), for any merchant user; staff have none (404). */
export const getMerchantSummary: OperationHandler = async (ctx) => {
  const principal = principalOf(ctx);
  const row = principal.staff.staff ? null : await findMerchant(ctx.deps.db, principal.merchantId);
  if (!row) throw notFound();
  return ok({
    merchantId: row.merchant_id,
    merchantCode: row.merchant_code,
    merchantName: row.merchant_name,
    specialMerchantCode: row.special_merchant_code,
  });
};

/** The staff's merchant picker (x-roles: staff roles only). */
export const searchMerchants: OperationHandler = async (ctx) => {
  const body = ctx.body as { merchantId?: string; merchantName?: string; page: number; size: number };
  const { rows, total } = await queryMerchants(ctx.deps.db, body);
  return ok({
    merchants: rows.map((row) => ({ merchantId: row.merchant_id, merchantCode: row.merchant_code, merchantName: row.merchant_name, isActive: row.is_active })),
    totalRecords: total,
  });
};

interface UpdateBody {
  isAction: 'UPDATE' | 'ACTIVATE' | 'INACTIVATE';
  merchantId: string;
  merchantProfile?: { merchantInfo: Record<string, unknown>; merchantDDProfile: Record<string, unknown> & { merchantSubAcctProfiles?: SubAccount[] } };
  feeProfile?: Record<string, unknown>;
}

/**
 * Load responses mask the callback URLs, so an unchanged form sends the masks back: a URL equal
 * to the mask of the stored one keeps the stored one.
 */
function unmaskSubAccounts(sent: readonly SubAccount[], stored: readonly SubAccount[]): SubAccount[] {
  return sent.map((sub) => {
    const before = stored.find((s) => s.subAccountId != null && String(s.subAccountId) === String(sub.subAccountId));
    const keep = (url: string | undefined, old: string | undefined) => (before && old && url === maskUrl(old) ? old : url);
    return {
      ...sub,
      paymentCallbackUrl: keep(sub.paymentCallbackUrl, before?.paymentCallbackUrl),
      registerCallbackUrl: keep(sub.registerCallbackUrl, before?.registerCallbackUrl),
    };
  });
}

/**
 * A sub-account saved without an id gets one (`<merchantCode>-NN`, the next number no sub-account
 * has or had), as the seeded ones have: load responses mask the callback URLs, and only the id
 * lets the next save tell the unchanged mask of a URL from a new URL (without it, an unchanged
 * save stored the masks).
 */
function withIds(sent: readonly SubAccount[], stored: readonly SubAccount[], merchantCode: string): SubAccount[] {
  const hasId = (sub: SubAccount) => sub.subAccountId != null && String(sub.subAccountId) !== '';
  const used = new Set([...sent, ...stored].filter(hasId).map((sub) => String(sub.subAccountId)));
  let next = 0;
  const fresh = () => {
    let id: string;
    do {
      next += 1;
      id = `${merchantCode}-${String(next).padStart(2, '0')}`;
    } while (used.has(id));
    used.add(id);
    return id;
  };
  return sent.map((sub) => (hasId(sub) ? sub : { ...sub, subAccountId: fresh() }));
}

/** `data:<type>[;base64],` in front of a logo; the sandbox also takes bare base64. */
const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*),/i;

/**
 * The logo is judged by the rules on its decoded bytes, with the name and the data URL's media
 * type as the claims its content must match (JPEG bytes sent as `data:image/png` are refused).
 * Every refusal is one of the rules' logo messages; the contract leaves the field's length and
 * the name's pattern to this check, so no schema sentence answers for it.
 */
function checkLogo(info: Record<string, unknown>) {
  const logo = info.merchantLogo;
  if (typeof logo !== 'string' || logo === '') return;
  const dataUrl = DATA_URL.exec(logo);
  // RFC 2397: a data URL without a type is text/plain.
  const type = dataUrl ? dataUrl[1] || 'text/plain' : undefined;
  // A data URL that is not base64 has no image bytes the portal could have sent.
  const base64 = dataUrl ? (/;base64$/i.test(dataUrl[2] ?? '') ? logo.slice(dataUrl[0].length) : '') : logo;
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  const name = typeof info.merchantLogoFileName === 'string' ? info.merchantLogoFileName : '';
  const result = validateLogoFile({ files: [{ name, bytes, type }] });
  if (!result.ok) throw rulesFailure(result.errors);
}

async function update(row: MerchantRow, body: UpdateBody, ctx: Parameters<OperationHandler>[0]) {
  const profile = body.merchantProfile;
  if (!profile || !body.feeProfile) throw fail.badRequest('merchantProfile and feeProfile are required for UPDATE');
  // A merchant user sends the stored fee values back: a changed one is refused, never silently
  // dropped, and the stored profile is kept as it is (the same values, however written).
  const bankSets = principalOf(ctx).staff.setsBankTerms;
  if (!bankSets && !sameFeeValues(row.fee_profile, body.feeProfile)) throw fail.forbidden(BANK_TERMS_ONLY, 'merchantProfileForm.bankTermsOnly');
  const feeProfile = bankSets ? body.feeProfile : row.fee_profile;
  const info = profile.merchantInfo;
  const storedSubs = row.dd_profile.merchantSubAcctProfiles ?? [];
  const subAccounts = unmaskSubAccounts(profile.merchantDDProfile.merchantSubAcctProfiles ?? [], storedSubs);
  const dd = { ...profile.merchantDDProfile, merchantSubAcctProfiles: subAccounts };
  // The integration type is the bank's decision, not the merchant's: the stored one is validated and kept.
  const merchantInfo = { ...info, merchantIntegrationType: row.integration_type };
  const result = validateMerchantProfile({
    merchantInfo,
    redirectPaymentOption: info.redirectPaymentOption,
    merchantDDProfile: dd,
    feeProfile,
  });
  if (!result.ok) throw rulesFailure(result.errors);
  refuseOwnHostCallbacks(subAccounts, ctx.deps.ownHosts ?? []);
  checkLogo(info);
  const owned = ['merchantCode', 'merchantId', 'merchantIntegrationType', 'specialMerchantCode', 'isActive', 'merchantName'];
  const storedInfo = Object.fromEntries(Object.entries(info).filter(([key]) => !owned.includes(key)));
  await ctx.deps.db.query(
    `update merchant set merchant_name = coalesce($2, merchant_name), merchant_info = $3::jsonb, dd_profile = $4::jsonb, fee_profile = $5::jsonb
      where merchant_id = $1`,
    [
      row.merchant_id,
      typeof info.merchantName === 'string' && info.merchantName !== '' ? info.merchantName : null,
      JSON.stringify(storedInfo),
      JSON.stringify({ ...dd, merchantSubAcctProfiles: withIds(subAccounts, storedSubs, row.merchant_code) }),
      JSON.stringify(feeProfile),
    ],
  );
}

export const updateMerchantProfile: OperationHandler = async (ctx) => {
  const principal = principalOf(ctx);
  const body = ctx.body as UpdateBody;
  const row = await findMerchant(ctx.deps.db, merchantOfCall(principal, body.merchantId, notFound));
  if (!row) throw notFound();
  if (body.isAction === 'UPDATE') await update(row, body, ctx);
  else {
    // Activation is the bank's decision: a merchant cannot inactivate or re-activate itself.
    if (!principal.staff.setsBankTerms) throw fail.forbidden(BANK_TERMS_ONLY, 'merchantProfileForm.bankTermsOnly');
    await ctx.deps.db.query('update merchant set is_active = $2 where merchant_id = $1', [row.merchant_id, body.isAction === 'ACTIVATE' ? 'Y' : 'N']);
  }
  return ok({ message: 'Your merchant profile has been updated.' });
};
