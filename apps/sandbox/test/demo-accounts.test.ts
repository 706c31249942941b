/** demo-accounts.json matches the seed, and every demo sign-in behaves as documented. */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStrongPassword, parseRoles, validateUserForm } from '@lego-portal/rules';
import { DEMO_ACCOUNTS, demoAccountsFile, isStaffAccount } from '../src/seed/demo-accounts';
import { API } from './support/api-paths';
import { TestSandbox, claimsOf } from './support/test-sandbox';

let t: TestSandbox;
beforeAll(async () => {
  t = await TestSandbox.start();
});
afterAll(async () => {
  await t?.close();
});

describe('demo accounts', () => {
  it('demo-accounts.json is the seed’s list', () => {
    const file = JSON.parse(readFileSync(new URL('../demo-accounts.json', import.meta.url), 'utf8'));
    expect(file).toEqual(demoAccountsFile());
  });

  it('use valid usernames and passwords by the spec rules', () => {
    for (const a of DEMO_ACCOUNTS) {
      // Bank staff have no merchant: the user form's merchant rule is not theirs to meet.
      const merchantId = isStaffAccount(a) ? '1000000001' : a.merchantId;
      expect(validateUserForm({ merchantId, username: a.username, fullName: a.fullName, email: 'a@b.example' }).ok, a.username).toBe(true);
      expect(isStrongPassword(a.password), a.username).toBe(true);
    }
  });

  it.each(DEMO_ACCOUNTS.map((a) => [a.username, a] as const))('%s signs in as documented', async (_name, account) => {
    const reply = await t.post(API.signIn, { username: account.username, password: account.password });
    if (account.status === 'L') return expect(reply.status).toBe(403);
    if (account.mustChangePassword) return expect(reply.status).toBe(202);
    expect(reply.status).toBe(200);
    const claims = claimsOf(reply.body.idToken);
    expect(parseRoles(claims['custom:auth']).sort()).toEqual([...account.roles].sort());
    expect(claims.merchantId).toBe(account.merchantId);
  });
});
