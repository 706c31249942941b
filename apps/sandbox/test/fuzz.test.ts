/**
 * Fuzz: well over 1 000 malformed requests derived from the contract (wrong types, missing
 * fields, huge strings, unicode, nulls, unknown fields, broken JSON). A client mistake must never
 * produce a 5xx; every answer keeps the shared error shape.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractDocument, listOperations } from '../src/contract/contract';
import { bodyArbitrary } from './support/contract-arbitrary';
import { API, M1 } from './support/api-paths';
import { range } from './support/dates';
import type { Tokens } from './support/test-sandbox';
import { TestSandbox } from './support/test-sandbox';

let t: TestSandbox;
let tokens: Tokens;
beforeAll(async () => {
  t = await TestSandbox.start();
  tokens = await t.signIn('demo_full');
});
afterAll(async () => {
  await t?.close();
});

const withBodies = listOperations().filter((op) => op.requestSchema);
const RUNS_PER_OPERATION = Math.ceil(1100 / withBodies.length);
let sent = 0;

describe('fuzz', () => {
  it.each(withBodies.map((op) => [op.operationId, op] as const))('%s never answers 5xx to malformed bodies', async (_id, op) => {
    await fc.assert(
      fc.asyncProperty(bodyArbitrary(contractDocument, op.requestSchema!), fc.boolean(), async (body, authorised) => {
        const reply = await t.call(op.method, op.path.replace(/\{\w+\}/g, 'x'), body === undefined ? null : body, authorised ? tokens.idToken : undefined);
        sent += 1;
        if (reply.status >= 500) throw new Error(`${reply.status} for ${JSON.stringify(body).slice(0, 300)}: ${reply.text.slice(0, 300)}`);
        if (reply.status >= 400) expect(Array.isArray(reply.body.validationMessages)).toBe(true);
      }),
      { numRuns: RUNS_PER_OPERATION, seed: 4_072_022 },
    );
  });

  it('answers broken JSON, wrong media types, oversized bodies and unknown routes with 4xx in the error shape', async () => {
    const raw = async (payload: string, contentType = 'application/json', url = withBodies[0]!.path) => {
      const response = await t.sandbox.app.inject({ method: 'POST', url, headers: { 'content-type': contentType, authorization: `Bearer ${tokens.idToken}` }, payload });
      sent += 1;
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(Array.isArray(JSON.parse(response.body).validationMessages)).toBe(true);
      return response.statusCode;
    };
    for (const op of withBodies) {
      expect(await raw('{"unterminated": ', 'application/json', op.path.replace(/\{\w+\}/g, 'x'))).toBeLessThan(500);
    }
    await raw('{"__proto__": {"polluted": true}}');
    await raw('username=demo', 'application/x-www-form-urlencoded');
    await raw('plain text', 'text/plain');
    await raw(`{"username":"${'a'.repeat(2 * 1024 * 1024)}"}`);
    expect(await raw('{}', 'application/json', '/api/lego-nothing/here')).toBe(404);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses text holding a NUL character (PostgreSQL cannot take it) with 400, naming the field', async () => {
    const requests: [string, Record<string, unknown>, string][] = [
      [API.signIn, { username: 'demo\u0000full', password: 'x' }, 'body.username'],
      [API.transactionList, { mode: 'online', ...range(5), refNumber: 'INV\u0000' }, 'body.refNumber'],
      [API.transactionDownload, { reportType: 'csv', transactionCriteria: { mode: 'online', ...range(5), customerRef: '\u0000' } }, 'body.transactionCriteria.customerRef'],
      [API.customerList, { merchantId: M1, fullName: 'a\u0000b', page: 1, sizePerPage: 5 }, 'body.fullName'],
    ];
    for (const [url, body, field] of requests) {
      const reply = await t.post(url, body, tokens.idToken);
      sent += 1;
      expect(reply.status, url).toBe(400);
      expect(reply.body.validationMessages[0].message).toBe(`${field} must not contain the NUL character (U+0000)`);
    }
  });

  afterAll(() => {
    expect(sent).toBeGreaterThanOrEqual(1000);
  });
});
