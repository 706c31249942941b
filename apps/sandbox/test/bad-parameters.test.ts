/**
 * Bad page numbers, paths and query strings (issue 27, item 6): a client mistake is a 4xx in the
 * contract's one error shape with a message, never a 500 (PostgreSQL's bigint overflow, a 400 the
 * contract did not list, or Fastify's own body). The named inputs first, then a fuzz of every
 * operation's path and query parameters.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations } from '../src/contract/contract';
import { API, M1 } from './support/api-paths';
import { range } from './support/dates';
import type { Reply, Tokens } from './support/test-sandbox';
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

/** A client mistake: 4xx, the error shape, a first message that says something. */
function expectClientMistake(reply: Reply, what: string) {
  expect(reply.status, `${what}: ${reply.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(reply.status, `${what}: ${reply.text.slice(0, 300)}`).toBeLessThan(500);
  expect(reply.headers['content-type'], what).toMatch(/^application\/json/);
  expect(Array.isArray(reply.body.validationMessages), what).toBe(true);
  const [first] = reply.body.validationMessages as { code: string; message: string; description: string }[];
  expect(first?.code, what).toBeTruthy();
  expect(first?.message.length, what).toBeGreaterThan(5);
  expect(first?.description.length, what).toBeGreaterThan(5);
}

/** Posts JSON text as it is, so numbers such as 1e300 reach the server unrounded by JSON.stringify. */
const postRaw = (url: string, json: string) => t.call('POST', url, json, tokens.idToken, { 'content-type': 'application/json' });
const get = (url: string) => t.call('GET', url, undefined, tokens.idToken);

describe('page numbers out of range', () => {
  const HUGE = ['100000000000000000', '9223372036854775808', '1e300', '1e17'];
  const dates = range(5);

  it.each(HUGE)('pageNo %s on the transaction and registration lists is 400 naming pageNo', async (pageNo) => {
    const lists = [
      [API.transactionList, `{"mode":"online","fromDate":"${dates.fromDate}","toDate":"${dates.toDate}","pageSize":100,"pageNo":${pageNo}}`],
      [API.registrationList, `{"customerRegFlag":"ALL","fromDate":"${dates.fromDate}","toDate":"${dates.toDate}","pageSize":100,"pageNo":${pageNo}}`],
    ] as const;
    for (const [url, json] of lists) {
      const reply = await postRaw(url, json);
      expectClientMistake(reply, `${url} pageNo ${pageNo}`);
      expect(reply.status).toBe(400);
      expect(reply.body.validationMessages[0].message).toContain('pageNo');
    }
  });

  it.each(HUGE)('page %s on the customer and user lists is 400 naming page', async (page) => {
    const lists = [
      [API.customerList, `{"criteria":{"merchantId":"${M1}"},"size":100,"page":${page}}`],
      [API.users, `{"merchantId":"${M1}","sizePerPage":100,"page":${page}}`],
    ] as const;
    for (const [url, json] of lists) {
      const reply = await postRaw(url, json);
      expectClientMistake(reply, `${url} page ${page}`);
      expect(reply.status).toBe(400);
      expect(reply.body.validationMessages[0].message).toContain('page');
    }
  });

  it('the last page the contract allows (2147483647) is an empty page, not an error', async () => {
    const reply = await postRaw(API.transactionList, `{"mode":"online","fromDate":"${dates.fromDate}","toDate":"${dates.toDate}","pageSize":100,"pageNo":2147483647}`);
    expect(reply.status).toBe(200);
    expect(reply.body.transactions.values).toEqual([]);
  });
});

describe('bad paths and query strings', () => {
  const handler = (raw: string) => `/api/lego-customerprofile/ext/handler/${raw}`;

  it.each([
    ['a NUL character', handler('%00')],
    ['a 5 000-character id', handler('x'.repeat(5000))],
    ['a byte that is not UTF-8 (%ff)', handler('%ff')],
    ['a broken escape (%ZZ)', handler('%ZZ')],
    ['a lone percent sign', handler('%')],
  ])('the customer handler with %s is 400 in the error shape', async (_what, url) => {
    const reply = await get(url);
    expectClientMistake(reply, url.slice(0, 80));
    expect(reply.status).toBe(400);
  });

  it.each([
    ['abc', 'merchantId=abc'],
    ['%00', 'merchantId=%00'],
    ['%ZZ', 'merchantId=%ZZ'],
    ['empty', 'merchantId='],
    ['given twice', `merchantId=${M1}&merchantId=${M1}`],
  ])('the key pair download with merchantId %s is 400 naming merchantId', async (_what, query) => {
    const reply = await get(`${API.keyPairs}?${query}`);
    expectClientMistake(reply, query);
    expect(reply.status).toBe(400);
    expect(reply.body.validationMessages[0].message).toContain('merchantId');
  });

  it('says a parameter given twice is given twice', async () => {
    const reply = await get(`${API.keyPairs}?merchantId=${M1}&merchantId=${M1}`);
    expect(reply.body.validationMessages[0].message).toBe('query.merchantId must be given once');
  });

  it('the last-login path with a bad username is 400, a 101- to 128-character one as the contract allows is not refused by the router', async () => {
    expectClientMistake(await t.call('PUT', '/api/lego-userhandler/ext/userhandler/lastlogin/%ff', undefined, tokens.idToken), 'lastlogin %ff');
    expectClientMistake(await t.call('PUT', '/api/lego-userhandler/ext/userhandler/lastlogin/%00', undefined, tokens.idToken), 'lastlogin %00');
    const long = await t.call('PUT', `/api/lego-userhandler/ext/userhandler/lastlogin/${'a'.repeat(120)}`, undefined, tokens.idToken);
    expect(long.status).not.toBe(414);
    expect(long.status).toBeLessThan(500);
  });

  it('query parameters an operation does not declare are ignored, NUL or not', async () => {
    expect((await t.call('GET', `${API.health}?x=%00`)).status).toBe(200);
    expect((await get(`${API.changeHandlerProfile}?x=%00&x=%ff`)).status).toBe(200);
  });
});

/** Raw URL text for one parameter value: encoded junk, broken escapes, huge or empty values. */
const rawValue: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }).map(encodeURIComponent),
  fc.constantFrom('%00', '%ff', '%ZZ', '%', '%e0%80', '%c0%af', '..', '%2F', '%2e%2e', '', ' ', '+', '%20', 'null', '[]', '1e300', '-1', '9223372036854775808'),
  fc.integer({ min: 0, max: 6000 }).map((n) => 'x'.repeat(n)),
  fc.constantFrom(M1, '1000000002', 'demo_full', '100001'),
);

const withParameters = listOperations().filter((op) => op.parameters.some((p) => p.in === 'path' || p.in === 'query'));
let sent = 0;

describe('fuzz of path and query parameters', () => {
  it('covers every operation that has path or query parameters', () => {
    expect(withParameters.map((op) => op.operationId).sort()).toEqual(['downloadKeyPair', 'getChangeHandlerProfile', 'getCustomerHandler', 'recordLastLogin']);
  });

  it.each(withParameters.map((op) => [op.operationId, op] as const))('%s never answers 5xx to bad parameters', async (_id, op) => {
    const queryNames = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
    await fc.assert(
      fc.asyncProperty(
        fc.array(rawValue, { minLength: 1, maxLength: 3 }),
        fc.array(rawValue, { maxLength: 3 }),
        async (pathValues, queryValues) => {
          let index = 0;
          const path = op.path.replace(/\{\w+\}/g, () => pathValues[index++ % pathValues.length] ?? 'x');
          // Known names (some given twice) and an unknown one.
          const pairs = queryValues.map((value, i) => `${queryNames[i % Math.max(queryNames.length, 1)] ?? 'unknown'}=${value}`);
          const url = pairs.length > 0 ? `${path}?${pairs.join('&')}&extra=${queryValues[0]}` : path;
          const reply = await t.call(op.method, url, undefined, tokens.idToken);
          sent += 1;
          if (reply.status >= 500) throw new Error(`${reply.status} for ${url.slice(0, 200)}: ${reply.text.slice(0, 300)}`);
          if (reply.status >= 400) expectClientMistake(reply, url.slice(0, 200));
        },
      ),
      { numRuns: 150, seed: 2_702_006 },
    );
  });

  afterAll(() => {
    expect(sent).toBeGreaterThanOrEqual(450);
  });
});
