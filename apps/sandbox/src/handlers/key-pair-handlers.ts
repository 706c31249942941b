/**
 * lego-authentication: a merchant's key pair, generated with node:crypto (RSA 2048). Only the
 * public key is kept; it is what the Download button returns as a PEM file. A merchant user's
 * own merchant only; BANK_MERCHANT_ADMIN names the merchant (issue 29).
 */
import { generateKeyPair as generateRsa } from 'node:crypto';
import { promisify } from 'node:util';
import { nowStamp } from '../clock';
import { fail } from '../errors';
import { findKeyPair, findMerchant } from '../store/merchants';
import type { OperationHandler } from './handler-types';
import { ok, principalOf } from './handler-types';
import { merchantOfCall } from './merchant-scope';

const merchantNotFound = () => fail.notFound('Merchant not found.');

const generate = promisify(generateRsa);

/** A fresh RSA public key in PEM (SPKI). */
export async function newPublicKey(): Promise<string> {
  const { publicKey } = await generate('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return publicKey;
}

export const generateKeyPair: OperationHandler = async (ctx) => {
  const principal = principalOf(ctx);
  const merchantId = merchantOfCall(principal, (ctx.body as { merchantId: string }).merchantId, merchantNotFound);
  if (!(await findMerchant(ctx.deps.db, merchantId))) throw merchantNotFound();
  const publicKey = await newPublicKey();
  const generatedTime = nowStamp(ctx.deps.clock);
  await ctx.deps.db.query(
    `insert into merchant_key_pair (merchant_id, public_key, generated_by, generated_time) values ($1, $2, $3, $4)
     on conflict (merchant_id) do update set public_key = excluded.public_key, generated_by = excluded.generated_by,
       generated_time = excluded.generated_time`,
    [merchantId, publicKey, principal.username, generatedTime],
  );
  return ok({ generatedBy: principal.username, generatedTime, publicKey });
};

export const downloadKeyPair: OperationHandler = async (ctx) => {
  const principal = principalOf(ctx);
  const noKeyPair = () => fail.notFound('No key pair has been generated for this merchant.');
  const merchantId = merchantOfCall(principal, ctx.query.merchantId, noKeyPair);
  const keyPair = await findKeyPair(ctx.deps.db, merchantId);
  if (!keyPair) throw fail.notFound('No key pair has been generated for this merchant.');
  return { status: 200, file: { contentType: 'application/x-pem-file', filename: `public_key_${merchantId}.pem`, content: keyPair.public_key } };
};
