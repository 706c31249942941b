/**
 * The sandbox's password help stays a sandbox: forgot password (which needs no sign-in) puts a
 * temporary password beside the user's own instead of replacing it, and the outbox that shows
 * it answers only in demo mode and only to this machine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFrom } from '../src/config';
import { MAX_FAILED_SIGN_INS } from '../src/handlers/auth-handlers';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { API } from './support/api-paths';
import { TestSandbox } from './support/test-sandbox';

let t: TestSandbox;
beforeAll(async () => {
  t = await TestSandbox.start();
});
afterAll(async () => {
  await t?.close();
});

const signIn = (username: string, password: string, newPassword?: string) =>
  t.post(API.signIn, { username, password, ...(newPassword === undefined ? {} : { newPassword }) });

/** Asks for a temporary password and reads it from the outbox. */
async function forgot(username: string): Promise<string> {
  expect((await t.post(API.forgot, { username })).status).toBe(200);
  const outbox = await t.call('GET', API.outbox(username));
  const temporary = /Temporary password: (\S+)/.exec(outbox.body.messages[0].body)?.[1];
  if (!temporary) throw new Error(`no temporary password for ${username}`);
  return temporary;
}

describe('forgot password', () => {
  it('keeps the current password working beside the temporary one', async () => {
    const temporary = await forgot('demo_reports');
    expect((await signIn('demo_reports', DEMO_PASSWORD)).status).toBe(200);
    // Signing in with the own password does not use up the temporary one.
    expect((await signIn('demo_reports', temporary)).status).toBe(202);
  });

  it('signs in with the temporary password only to choose a new one; once used it is gone', async () => {
    const temporary = await forgot('demo_noroles');
    const asked = await signIn('demo_noroles', temporary);
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ challengeName: 'NEW_PASSWORD_REQUIRED' });
    expect((await signIn('demo_noroles', temporary, 'Fresh#Pass2026')).status).toBe(200);
    expect((await signIn('demo_noroles', temporary)).status).toBe(401);
    expect((await signIn('demo_noroles', DEMO_PASSWORD)).status).toBe(401);
    expect((await signIn('demo_noroles', 'Fresh#Pass2026')).status).toBe(200);
  });

  it('replaces an unused temporary password with a newer one', async () => {
    const first = await forgot('demo_sso');
    const second = await forgot('demo_sso');
    expect((await signIn('demo_sso', first)).status).toBe(401);
    expect((await signIn('demo_sso', second)).status).toBe(202);
  });

  it('ends a pending temporary password when the user changes the password', async () => {
    const temporary = await forgot('demo_m2full');
    const tokens = await t.signIn('demo_m2full');
    const change = await t.post(API.change, { accessToken: tokens.accessToken, currentPassword: DEMO_PASSWORD, newPassword: 'Other#Pass2026' }, tokens.idToken);
    expect(change.status, change.text).toBe(200);
    expect((await signIn('demo_m2full', temporary)).status).toBe(401);
  });

  it('does not clear the count of wrong passwords, so asking again and again allows no endless guessing', async () => {
    for (let i = 1; i < MAX_FAILED_SIGN_INS; i += 1) expect((await signIn('demo_useradmin', 'Wrong#Guess1')).status).toBe(401);
    await forgot('demo_useradmin');
    const last = await signIn('demo_useradmin', 'Wrong#Guess1');
    expect(last.status).toBe(403);
    expect(last.body.validationMessages[0].code).toBe('UserLockedException');
  });
});

describe('the dev outbox', () => {
  const outbox = (options: { remoteAddress?: string; host?: string } = {}, sandbox = t) =>
    sandbox.sandbox.app.inject({
      method: 'GET',
      url: API.outbox('demo_full'),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      ...(options.host ? { headers: { host: options.host } } : {}),
    });

  it('answers a client on this machine in demo mode', async () => {
    expect((await outbox()).statusCode).toBe(200);
    expect((await outbox({ remoteAddress: '::1', host: '[::1]:8787' })).statusCode).toBe(200);
    expect((await outbox({ remoteAddress: '::ffff:127.0.0.1', host: '127.0.0.1:8787' })).statusCode).toBe(200);
  });

  it('refuses a client on another machine, and a page of another name (DNS rebinding)', async () => {
    for (const reply of [
      await outbox({ remoteAddress: '192.168.1.20' }),
      await outbox({ remoteAddress: '203.0.113.9', host: 'localhost:8787' }),
      await outbox({ host: 'attacker.example:8787' }),
    ]) {
      expect(reply.statusCode).toBe(403);
      expect(reply.body).not.toContain('Temporary password');
    }
  });

  it('is not there unless the sandbox was started in demo mode', async () => {
    const plain = await TestSandbox.start({ demo: false });
    try {
      await plain.post(API.forgot, { username: 'demo_full' });
      const reply = await outbox({}, plain);
      expect(reply.statusCode).toBe(404);
      expect(reply.body).not.toContain('Temporary password');
    } finally {
      await plain.close();
    }
  });

  it('demo mode is asked for with --demo or SANDBOX_DEMO=1, and never with NODE_ENV=production', () => {
    expect(configFrom([], {}).demo).toBe(false);
    expect(configFrom([], { NODE_ENV: 'development' }).demo).toBe(false);
    expect(configFrom(['--demo'], {}).demo).toBe(true);
    expect(configFrom([], { SANDBOX_DEMO: '1' }).demo).toBe(true);
    expect(() => configFrom(['--demo'], { NODE_ENV: 'production' })).toThrow('NODE_ENV=production');
  });
});
