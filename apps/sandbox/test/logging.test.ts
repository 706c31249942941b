/** Structured logs: one JSON line per event with the request id; no password or token ever logged. */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/sandbox';
import { createSandbox } from '../src/sandbox';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { API } from './support/api-paths';
import { seededSnapshot } from './support/test-sandbox';

const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ snapshot: await seededSnapshot(), log: 'info', logStream: stream });
});
afterAll(async () => {
  await sandbox?.close();
});

describe('logs', () => {
  it('carry request ids and never a password or a token', async () => {
    const call = (url: string, payload: unknown, token?: string) =>
      sandbox.app.inject({ method: 'POST', url, payload: payload as object, headers: { 'x-request-id': 'req-42', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
    const signIn = JSON.parse((await call(API.signIn, { username: 'demo_m2full', password: DEMO_PASSWORD })).body);
    await call(API.signIn, { username: 'demo_m2full', password: 'Wrong#Secret9' });
    await call(API.change, { accessToken: signIn.accessToken, currentPassword: DEMO_PASSWORD, newPassword: 'Other#Secret8' }, signIn.idToken);
    await call(API.refresh, signIn, signIn.idToken);
    await call(API.forgot, { username: 'demo_reports' });
    // A request outside the contract.
    await call(API.users, { merchantId: 'x' }, signIn.idToken);

    expect(lines.length).toBeGreaterThan(5);
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed.some((entry) => entry.reqId === 'req-42')).toBe(true);
    const all = lines.join('\n');
    for (const secret of [DEMO_PASSWORD, 'Wrong#Secret9', 'Other#Secret8', signIn.idToken, signIn.accessToken, signIn.refreshToken]) {
      expect(all.includes(secret)).toBe(false);
    }
    const outbox = await sandbox.db.query<{ body: string }>(`select body from outbox where username = 'demo_reports' order by id desc limit 1`);
    const temporary = /Temporary password: (\S+)/.exec(outbox[0]!.body)![1]!;
    expect(all.includes(temporary)).toBe(false);
  });
});
