/**
 * The sandbox covers the whole contract: every operation has a handler, every secured one
 * refuses a missing token, and every role-gated one refuses a user without its role (403).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations } from '../src/contract/contract';
import { API } from './support/api-paths';
import type { Tokens } from './support/test-sandbox';
import { TestSandbox } from './support/test-sandbox';

let t: TestSandbox;
let noRoles: Tokens;
let full: Tokens;
let staff: Tokens;
beforeAll(async () => {
  t = await TestSandbox.start();
  noRoles = await t.signIn('demo_noroles');
  full = await t.signIn('demo_full');
  staff = await t.signIn('staff_maker');
});
afterAll(async () => {
  await t?.close();
});

const operations = listOperations();
const urlOf = (path: string) => path.replace(/\{\w+\}/g, 'x');

describe('contract coverage', () => {
  it('implements every operation of openapi/bundled.json by operationId', () => {
    expect(operations.length).toBeGreaterThanOrEqual(27);
    expect(t.sandbox.missing).toEqual([]);
  });

  it('lists a 400 for every operation that takes a body or parameters, so a refused request is never a contract violation', () => {
    const withInput = operations.filter((op) => op.requestSchema || op.parameters.length > 0);
    expect(withInput.length).toBeGreaterThan(20);
    expect(withInput.filter((op) => !op.responses['400']).map((op) => op.operationId)).toEqual([]);
  });

  it.each(operations.filter((op) => op.secured).map((op) => [op.operationId, op] as const))('%s needs a bearer id token (401)', async (_id, op) => {
    const reply = await t.call(op.method, urlOf(op.path), op.requestSchema ? {} : undefined);
    expect(reply.status).toBe(401);
    expect(reply.body.validationMessages[0].code).toBeTruthy();
  });

  it.each(operations.filter((op) => op.roles.length > 0 && op.operationId !== 'getUserDetails').map((op) => [op.operationId, op] as const))(
    '%s refuses a user without its roles (403) and lets a full-access user past the gate',
    async (_id, op) => {
      const body = op.requestSchema ? {} : undefined;
      const refused = await t.call(op.method, urlOf(op.path), body, noRoles.idToken);
      expect(refused.status).toBe(403);
      // The staff-only calls (issue 29) let bank staff past instead; a merchant user is refused.
      const staffOnly = op.roles.every((role) => role.startsWith('BANK_'));
      if (staffOnly) expect((await t.call(op.method, urlOf(op.path), body, full.idToken)).status).toBe(403);
      const allowed = await t.call(op.method, urlOf(op.path), body, (staffOnly ? staff : full).idToken);
      expect(allowed.status).not.toBe(403);
    },
  );

  it('getUserDetails: oneself by username needs no role; anything else needs DD_ACCOUNT_USER', async () => {
    expect((await t.post(API.userDetails, { username: 'demo_noroles' }, noRoles.idToken)).status).toBe(200);
    expect((await t.post(API.userDetails, { username: 'demo_m2full' }, noRoles.idToken)).status).toBe(403);
    expect((await t.post(API.userDetails, { merchantId: '1000000002', userId: 'U000001' }, noRoles.idToken)).status).toBe(403);
  });

  it('serves the health check without a token, and answers unknown routes 404 in the error shape', async () => {
    expect((await t.call('GET', API.health)).body).toEqual({ status: 'ok' });
    const unknown = await t.call('GET', '/api/lego-nothing');
    expect(unknown.status).toBe(404);
    expect(unknown.body.validationMessages[0].code).toBe('NOT_FOUND');
  });
});
