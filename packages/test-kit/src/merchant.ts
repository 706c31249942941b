/** The merchant profile update, for tests that save a demo merchant and must put it back. */
import type { Schemas } from '@lego-portal/api-client';
import { signInTokens } from './accounts';
import { answerOf, DEMO_PASSWORD, expectOk, sandboxClient } from './client';

/** Path of the merchant profile's update, activate and inactivate call (PUT). */
export const MERCHANT_PROFILE_UPDATE_PATH = '/api/lego-merchantprofile/ext/merchantprofile/';

/**
 * Sends a merchant profile update as `username` would (e.g. one the portal sent, with some values
 * put back): how a test that saved a change restores the shared demo merchant, even after a failure.
 */
export async function putMerchantProfile(sandboxUrl: string, body: Schemas['MerchantProfileActionRequest'], username = 'demo_full'): Promise<void> {
  const tokens = await signInTokens(sandboxUrl, username, DEMO_PASSWORD);
  expectOk(await answerOf(sandboxClient(sandboxUrl, tokens).PUT(MERCHANT_PROFILE_UPDATE_PATH, { body })), 'the merchant profile update');
}
