/**
 * Test data of decisions.spec.ts (issue 32): customers of merchant 1000000002 (merchant
 * 1000000001's belong to customers.spec.ts, support/fixtures.ts), each made for one test,
 * proposed by ops_maker2 (the seeded maker of that merchant, a merchant user who can also open the
 * customer in the portal) and decided by demo_m2full (that merchant's full user); and the
 * sandbox's demo route that changes a customer outside the portal.
 */
import type { Page } from '@playwright/test';
import { decide, DEMO_PASSWORD, expectOk, individualProfile, signInTokens, submitChange } from '@lego-portal/test-kit';
import { submitLogin } from './portal';

/** The checker of these tests: merchant 1000000002's full user. */
export const CHECKER = 'demo_m2full';
/** The maker: merchant 1000000002's seeded maker (Account > Profile and Customer Profile). */
export const MAKER = 'ops_maker2';

/** A customer of merchant 1000000002, active, with an UPDATE of its email pending from ops_maker2. */
export async function customerWithPendingUpdate(sandboxUrl: string, name: string): Promise<{ custProfileId: string; newEmail: string }> {
  const maker = await signInTokens(sandboxUrl, MAKER);
  const slug = name.toLowerCase().replace(/\s+/g, '.');
  const { profile } = individualProfile(name, `${slug}@example.com`);
  const created = expectOk(await submitChange(sandboxUrl, maker, { action: 'CREATE', customerProfile: profile }), 'the CREATE');
  const custProfileId = created.custProfileId!;
  expectOk(await decide(sandboxUrl, await signInTokens(sandboxUrl, CHECKER), custProfileId, 'APPROVE'), 'approving the CREATE');
  const newEmail = `${slug}.new@example.com`;
  const update = { ...profile, customerInfo: { ...profile.customerInfo, email: newEmail } };
  expectOk(await submitChange(sandboxUrl, maker, { action: 'UPDATE', custProfileId, customerProfile: update }), 'the UPDATE');
  return { custProfileId, newEmail };
}

/** The customer's record changes outside the portal (the sandbox's demo-only route; this machine only). */
export async function changeOutsideThePortal(sandboxUrl: string, custProfileId: string): Promise<void> {
  const response = await fetch(`${sandboxUrl}/api/dev/customer-changed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ custProfileId, phoneNumber: '0891234567' }),
  });
  if (response.status !== 200) throw new Error(`changing customer ${custProfileId} answered ${response.status}: ${await response.text()}`);
}

/** Opens the customer's detail signed in as `username`; resolves when its heading shows. */
export async function openCustomer(page: Page, custProfileId: string, username: string = CHECKER): Promise<void> {
  // Not support/portal's signIn: it waits for the side menu, which a phone folds into a drawer.
  await page.goto(`/customer/view/${custProfileId}`);
  await submitLogin(page, username, DEMO_PASSWORD);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}
