/** Sign-in outcomes, lockout, tokens, refresh, sign-out, change and forgot password. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_TEMPORARY_PASSWORD } from '../src/seed/demo-accounts';
import { API, M1 } from './support/api-paths';
import { dayAgo } from './support/dates';
import { TestSandbox, claimsOf } from './support/test-sandbox';

let t: TestSandbox;
beforeAll(async () => {
  t = await TestSandbox.start();
});
afterAll(async () => {
  await t?.close();
});

const INCORRECT = 'The username or password is incorrect';

describe('sign-in', () => {
  it('answers 200 with id, access and refresh JWTs; the id token carries roles, iat, a short expiry, username and merchant', async () => {
    const reply = await t.post(API.signIn, { username: 'demo_full', password: DEMO_PASSWORD });
    expect(reply.status).toBe(200);
    const id = claimsOf(reply.body.idToken);
    expect(String(id['custom:auth']).split(',')).toEqual(
      expect.arrayContaining(['DD_ACCOUNT_PROFILE', 'DD_ACCOUNT_USER', 'DD_REPORT_TRANSACTION', 'SSO_CPINS']),
    );
    expect(id.username).toBe('demo_full');
    expect(id.merchantId).toBe(M1);
    expect(typeof id.iat).toBe('number');
    expect(Number(id.exp) - Number(id.iat)).toBe(15 * 60);
    expect(claimsOf(reply.body.accessToken).token_use).toBe('access');
    expect(claimsOf(reply.body.refreshToken).token_use).toBe('refresh');
  });

  it('treats the username without regard to case', async () => {
    expect((await t.post(API.signIn, { username: 'DEMO_FULL', password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('refuses a wrong password and an unknown user alike, with the message under validationMessages', async () => {
    const wrong = await t.post(API.signIn, { username: 'demo_m2full', password: 'Wrong@1234' });
    const unknown = await t.post(API.signIn, { username: 'nobody_here', password: 'Wrong@1234' });
    for (const reply of [wrong, unknown]) {
      expect(reply.status).toBe(401);
      expect(reply.body.validationMessages[0].message).toBe(INCORRECT);
    }
  });

  it('locks the user after five wrong passwords in a row; a right password between resets the count', async () => {
    const creds = (password: string) => ({ username: 'ops_maker3', password });
    for (let i = 0; i < 4; i += 1) expect((await t.post(API.signIn, creds('Wrong@1234'))).status).toBe(401);
    expect((await t.post(API.signIn, creds(DEMO_PASSWORD))).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await t.post(API.signIn, creds('Wrong@1234'))).status).toBe(401);
    const fifth = await t.post(API.signIn, creds('Wrong@1234'));
    expect(fifth.status).toBe(403);
    expect(fifth.body.validationMessages[0].code).toBe('UserLockedException');
    // Locked: even the right password is refused now.
    expect((await t.post(API.signIn, creds(DEMO_PASSWORD))).status).toBe(403);
    const admin = await t.signIn('demo_full');
    const details = await t.post(API.userDetails, { username: 'ops_maker3' }, admin.idToken);
    expect(details.status).toBe(404); // another merchant's user
  });

  it('refuses the seeded locked user', async () => {
    const reply = await t.post(API.signIn, { username: 'demo_locked', password: DEMO_PASSWORD });
    expect(reply.status).toBe(403);
    expect(reply.body.validationMessages[0].message).toMatch(/locked/i);
  });

  it('answers 202 NEW_PASSWORD_REQUIRED for a temporary password, and 200 once a valid new password is given', async () => {
    const first = await t.post(API.signIn, { username: 'demo_newpass', password: DEMO_TEMPORARY_PASSWORD });
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ challengeName: 'NEW_PASSWORD_REQUIRED' });
    const same = await t.post(API.signIn, { username: 'demo_newpass', password: DEMO_TEMPORARY_PASSWORD, newPassword: DEMO_TEMPORARY_PASSWORD });
    expect(same.status).toBe(400);
    expect(same.body.validationMessages[0].message).toBe('New password cannot be the same as your current password.');
    const weak = await t.post(API.signIn, { username: 'demo_newpass', password: DEMO_TEMPORARY_PASSWORD, newPassword: 'short' });
    expect(weak.status).toBe(400);
    const done = await t.post(API.signIn, { username: 'demo_newpass', password: DEMO_TEMPORARY_PASSWORD, newPassword: 'Chosen@2025' });
    expect(done.status).toBe(200);
    expect(done.body.idToken).toBeTruthy();
    expect((await t.post(API.signIn, { username: 'demo_newpass', password: 'Chosen@2025' })).status).toBe(200);
    expect((await t.post(API.signIn, { username: 'demo_newpass', password: DEMO_TEMPORARY_PASSWORD })).status).toBe(401);
  });

  it('answers 400 with validationMessages for a body outside the contract', async () => {
    const reply = await t.post(API.signIn, { username: 'demo_full' });
    expect(reply.status).toBe(400);
    expect(reply.body.validationMessages[0]).toMatchObject({ code: 'INVALID_REQUEST' });
  });
});

describe('roles of a user the portal created', () => {
  it('custom:auth holds only the ticked grants, yet the API adds the merchant\'s special code', async () => {
    const admin = await t.signIn('demo_full');
    const none = { profile: 'N', user: 'N', customerProfile: 'N' };
    const noReports = { transactionReport: 'N', transactionRecurringReport: 'N', registrationReport: 'N', onlineRegistrationReport: 'N', summaryPaymentTransactionByStatus: 'N' };
    const userProfile = { merchantId: M1, username: 'sso_profile1', fullName: 'Profile Code', email: 'sso.profile1@mail.example', contactNumber: '', note: '', status: 'A', authorize: { account: none, report: noReports } };
    expect((await t.post(API.userHandler, { action: 'CREATE', userProfile }, admin.idToken)).status).toBe(200);
    const mail = await t.call('GET', API.outbox('sso_profile1'));
    const temporary = /Temporary password: (\S+)/.exec(mail.body.messages[0].body)?.[1];
    const reply = await t.post(API.signIn, { username: 'sso_profile1', password: temporary, newPassword: 'Profile@2025' });
    expect(reply.status).toBe(200);

    const claims = claimsOf(reply.body.idToken);
    expect(claims['custom:auth']).toBe('');
    expect(claims).not.toHaveProperty('custom:specialMerchantCode');
    // The merchant has SSO_CPINS: the SSO report is theirs (200, or 404 on a day without a file), not 403.
    const sso = await t.post(API.sso250, { reportType: 'csv', sso250Criteria: { reportDate: dayAgo(1) } }, reply.body.idToken);
    expect([200, 404]).toContain(sso.status);
    const refreshed = await t.post(API.refresh, reply.body, reply.body.idToken);
    expect(claimsOf(refreshed.body.idToken)['custom:auth']).toBe('');
  });
});

describe('bearer id token', () => {
  it('is required (401) and must be an id token, not an access token', async () => {
    const tokens = await t.signIn('demo_m2full');
    const body = { merchantId: '1000000002', page: 1, sizePerPage: 25 };
    expect((await t.post(API.users, body)).status).toBe(401);
    expect((await t.post(API.users, body, 'not-a-jwt')).status).toBe(401);
    expect((await t.post(API.users, body, tokens.accessToken)).status).toBe(401);
    expect((await t.post(API.users, body, tokens.idToken)).status).toBe(200);
  });

  it('expires after 15 minutes; refresh then still works and gives a fresh id token', async () => {
    const tokens = await t.signIn('demo_m2full');
    t.clock.offsetMs = 16 * 60 * 1000;
    try {
      const stale = await t.post(API.users, { merchantId: '1000000002', page: 1, sizePerPage: 25 }, tokens.idToken);
      expect(stale.status).toBe(401);
      expect(stale.body.validationMessages[0].message).toBe('Your session has been expired. Please login again');
      const refreshed = await t.post(API.refresh, tokens, tokens.idToken);
      expect(refreshed.status).toBe(200);
      expect((await t.post(API.users, { merchantId: '1000000002', page: 1, sizePerPage: 25 }, refreshed.body.idToken)).status).toBe(200);
    } finally {
      t.clock.offsetMs = 0;
    }
  });

  it('refresh refuses a refresh token of another session', async () => {
    const a = await t.signIn('demo_m2full');
    const b = await t.signIn('demo_m2full');
    expect((await t.post(API.refresh, { ...a, refreshToken: b.refreshToken }, a.idToken)).status).toBe(401);
  });
});

describe('sign-out', () => {
  it('revokes the session: the id token and the refresh token stop working', async () => {
    const tokens = await t.signIn('demo_reports');
    expect((await t.post(API.signOut, { username: 'someone_else' }, tokens.idToken)).status).toBe(400);
    expect((await t.post(API.signOut, { username: 'demo_reports' }, tokens.idToken)).status).toBe(200);
    expect((await t.post(API.userDetails, { username: 'demo_reports' }, tokens.idToken)).status).toBe(401);
    expect((await t.post(API.refresh, tokens, tokens.idToken)).status).toBe(401);
    // Other sessions of the same user are untouched.
    const other = await t.signIn('demo_reports');
    expect((await t.post(API.userDetails, { username: 'demo_reports' }, other.idToken)).status).toBe(200);
  });
});

describe('change password', () => {
  it("answers 'The username or password is incorrect' for a wrong current password, applies the rules, then changes it", async () => {
    const tokens = await t.signIn('demo_sso');
    const wrong = await t.post(API.change, { accessToken: tokens.accessToken, currentPassword: 'Nope@1234', newPassword: 'Brand#New1' }, tokens.idToken);
    expect(wrong.status).toBe(400);
    expect(wrong.body.validationMessages[0].message).toBe(INCORRECT);
    const same = await t.post(API.change, { accessToken: tokens.accessToken, currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD }, tokens.idToken);
    expect(same.status).toBe(400);
    expect(same.body.validationMessages[0].message).toBe('New password cannot be the same as your current password.');
    const contractBreak = await t.post(API.change, { accessToken: tokens.accessToken, currentPassword: DEMO_PASSWORD, newPassword: 'alllowercase1!' }, tokens.idToken);
    expect(contractBreak.status).toBe(400);
    const foreignAccess = (await t.signIn('demo_full')).accessToken;
    expect((await t.post(API.change, { accessToken: foreignAccess, currentPassword: DEMO_PASSWORD, newPassword: 'Brand#New1' }, tokens.idToken)).status).toBe(401);
    const done = await t.post(API.change, { accessToken: tokens.accessToken, currentPassword: DEMO_PASSWORD, newPassword: 'Brand#New1' }, tokens.idToken);
    expect(done.status).toBe(200);
    expect((await t.post(API.signIn, { username: 'demo_sso', password: 'Brand#New1' })).status).toBe(200);
    expect((await t.post(API.signIn, { username: 'demo_sso', password: DEMO_PASSWORD })).status).toBe(401);
  });
});

describe('access token lifetime (sandbox option)', () => {
  it('ends the access token after the given seconds while the id token lives on; a refresh gives a working one', async () => {
    const short = await TestSandbox.start({ accessTokenLifetime: 30 });
    try {
      const tokens = await short.signIn('demo_noroles');
      expect(Number(claimsOf(tokens.accessToken).exp) - Number(claimsOf(tokens.accessToken).iat)).toBe(30);
      expect(Number(claimsOf(tokens.idToken).exp) - Number(claimsOf(tokens.idToken).iat)).toBe(15 * 60);
      short.clock.offsetMs = 31_000;
      const body = (accessToken: string) => ({ accessToken, currentPassword: DEMO_PASSWORD, newPassword: 'Brand#New2' });
      // The id token still answers; the expired access token is refused as the contract says.
      expect((await short.post(API.userDetails, { username: 'demo_noroles' }, tokens.idToken)).status).toBe(200);
      const expired = await short.post(API.change, body(tokens.accessToken), tokens.idToken);
      expect(expired.status).toBe(401);
      const refreshed = await short.post(API.refresh, tokens, tokens.idToken);
      expect(refreshed.status).toBe(200);
      expect((await short.post(API.change, body(refreshed.body.accessToken), refreshed.body.idToken)).status).toBe(200);
    } finally {
      await short.close();
    }
  });
});

describe('forgot password', () => {
  it('answers 404 for an unknown username', async () => {
    const reply = await t.post(API.forgot, { username: 'ghost_user' });
    expect(reply.status).toBe(404);
    expect(reply.body.validationMessages[0].message).toBe('You have entered invalid username, please try again.');
  });

  it('mails a temporary password to the outbox; signing in with it asks for a new password', async () => {
    const reply = await t.post(API.forgot, { username: 'ops_maker2' });
    expect(reply.status).toBe(200);
    const outbox = await t.call('GET', API.outbox('ops_maker2'));
    expect(outbox.status).toBe(200);
    const temporary = /Temporary password: (\S+)/.exec(outbox.body.messages[0].body)?.[1];
    expect(temporary).toBeTruthy();
    // Beside the current password, which still works (password-help.test.ts).
    expect((await t.post(API.signIn, { username: 'ops_maker2', password: DEMO_PASSWORD })).status).toBe(200);
    expect((await t.post(API.signIn, { username: 'ops_maker2', password: temporary })).status).toBe(202);
    expect((await t.post(API.signIn, { username: 'ops_maker2', password: temporary, newPassword: 'Fresh@2025x' })).status).toBe(200);
  });
});

describe('last login', () => {
  it('records the signed-in user only', async () => {
    const tokens = await t.signIn('demo_m2full');
    const before = (await t.post(API.userDetails, { username: 'demo_m2full' }, tokens.idToken)).body.getResponse.lastLogin;
    expect((await t.put(API.lastLogin('demo_reports'), undefined, tokens.idToken)).status).toBe(403);
    expect((await t.call('PUT', API.lastLogin('demo_m2full'), undefined, tokens.idToken)).status).toBe(200);
    const after = (await t.post(API.userDetails, { username: 'demo_m2full' }, tokens.idToken)).body.getResponse.lastLogin;
    expect(after).toMatch(/^\d{14}$/);
    expect(after >= (before ?? '')).toBe(true);
  });
});
