import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLegoClient } from '../src/client/create-lego-client';
import { firstValidationMessage, LegoApiError } from '../src/client/errors';
import { legoDownloads } from '../src/query/downloads';
import { fakeJwt, startTokenServer, type TokenServer } from './token-server';

let server: TokenServer;
beforeAll(async () => {
  server = await startTokenServer();
});
afterAll(async () => {
  await server.close();
});

function client() {
  const tokens = { idToken: fakeJwt(Math.floor(Date.now() / 1000)), accessToken: 'a', refreshToken: 'r' };
  return createLegoClient({ baseUrl: server.baseUrl, session: { getTokens: () => tokens, setTokens: () => {} } });
}

describe('downloads return { blob, filename } from a real server', () => {
  it.each([
    ['attachment; filename="txn-20261122.csv"', 'txn-20261122.csv'],
    ["attachment; filename=\"fallback.csv\"; filename*=UTF-8''%E0%B8%A3%E0%B8%B2%E0%B8%A2%E0%B8%87%E0%B8%B2%E0%B8%99.csv", 'รายงาน.csv'],
    [undefined, 'transactions.csv'],
  ])('Content-Disposition %j gives %s', async (header, filename) => {
    server.contentDisposition = header;
    const file = await legoDownloads.transactions(client(), {
      reportType: 'csv',
      transactionCriteria: { mode: 'online', fromDate: '20261101000000', toDate: '20261122235959' },
    });
    expect(file.filename).toBe(filename);
    expect(await file.blob.text()).toBe('a,b\n1,2\n');
  });

  it('downloads the public key with its server-given name', async () => {
    server.contentDisposition = 'attachment; filename="1000000001.pem"';
    const file = await legoDownloads.keyPair(client(), '1000000001');
    expect(file.filename).toBe('1000000001.pem');
    const call = server.requests.at(-1)!;
    expect(call.method).toBe('GET');
    expect(call.authorization).toMatch(/^Bearer /);
  });
});

describe('errors', () => {
  it('LegoApiError carries the status and reads the first message by description or message', () => {
    const body = { validationMessages: [{ code: 'E1', message: 'Short', description: 'Long description' }, { code: 'E2', message: 'x', description: 'y' }] };
    const error = new LegoApiError(400, body);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Long description');
    expect(error.firstMessage('message')).toBe('Short');
  });

  it('firstValidationMessage falls back to the other field, then to the fallback, on any input', () => {
    expect(firstValidationMessage({ validationMessages: [{ message: 'only message' }] })).toBe('only message');
    expect(firstValidationMessage({ validationMessages: [{ description: 'only description' }] }, 'message')).toBe('only description');
    expect(firstValidationMessage({ validationMessages: [] }, 'description', 'fallback')).toBe('fallback');
    for (const junk of [null, undefined, 'text', 42, [], { validationMessages: 'no' }, { validationMessages: [null] }]) {
      expect(firstValidationMessage(junk, 'description', 'fallback')).toBe('fallback');
    }
    expect(new LegoApiError(500, 'not json').message).toBe('Request failed with status 500');
  });
});
