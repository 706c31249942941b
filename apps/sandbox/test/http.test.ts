/** The sandbox over a real listening socket (fetch), as the host and its end-to-end tests use it. */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src/sandbox';
import { startSandbox } from '../src/sandbox';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { API } from './support/api-paths';
import { range } from './support/dates';
import { seededSnapshot } from './support/test-sandbox';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, snapshot: await seededSnapshot() });
});
afterAll(async () => {
  await sandbox?.close();
});

const post = (path: string, body: unknown, token?: string) =>
  fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

describe('over HTTP', () => {
  it('listens on 127.0.0.1 and answers the health check with a request id', async () => {
    expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${sandbox.url}${API.health}`, { headers: { 'x-request-id': 'trace-me' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('trace-me');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('signs in and streams a CSV download', async () => {
    const signIn = await post(API.signIn, { username: 'demo_full', password: DEMO_PASSWORD });
    expect(signIn.status).toBe(200);
    const { idToken } = (await signIn.json()) as { idToken: string };
    const csv = await post(API.transactionDownload, { reportType: 'csv', transactionCriteria: { mode: 'online', ...range(29) } }, idToken);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="transaction_online_/);
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toMatch(/^Transaction No\.,/);
    expect(text.split('\r\n').filter((l) => l.startsWith('TX')).length).toBeGreaterThan(10);
  });

  it('answers broken JSON 400 and unknown routes 404 in the shared error shape', async () => {
    const broken = await fetch(`${sandbox.url}${API.signIn}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":' });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { validationMessages: unknown[] }).validationMessages).toHaveLength(1);
    const unknown = await fetch(`${sandbox.url}/api/unknown`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { validationMessages: { code: string }[] }).validationMessages[0]!.code).toBe('NOT_FOUND');
  });

  it('answers a request Node cannot parse, and a malformed path, in the shared error shape', async () => {
    // A raw socket: fetch refuses to send a control character in the request line.
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(sandbox.port, '127.0.0.1', () => socket.end('GET /api/health\u0001 HTTP/1.1\r\nHost: x\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      validationMessages: [{ code: '400', message: 'The request is not valid HTTP.', description: 'The request is not valid HTTP.' }],
    });
    const badUrl = await fetch(`${sandbox.url}/api/lego-customerprofile/ext/handler/%ff`);
    expect(badUrl.status).toBe(400);
    expect(((await badUrl.json()) as { validationMessages: { code: string }[] }).validationMessages[0]!.code).toBe('BAD_URL');
  });

  it('closes the database cursor when a client abandons a large download half way', async () => {
    // 30 000 extra rows today make a download of several megabytes, far more than one read.
    await sandbox.db.query(
      `insert into payment_transaction (txn_number, mode, merchant_id, merchant_name, created_datetime, amount, status_code, merchant_integration_type)
       select 'TXBULK' || lpad(i::text, 6, '0'), 'online', '1000000001', 'Chao Phraya Insurance PCL', $1, 1, '1000', 'API'
         from generate_series(1, 30000) as s(i)`,
      [`${range(0).toDate.slice(0, 8)}000000`],
    );
    const { idToken } = (await (await post(API.signIn, { username: 'demo_full', password: DEMO_PASSWORD })).json()) as { idToken: string };
    const controller = new AbortController();
    const response = await fetch(`${sandbox.url}${API.transactionDownload}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ reportType: 'csv', transactionCriteria: { mode: 'online', ...range(29) } }),
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    await reader.read();
    controller.abort();
    await expect(reader.read()).rejects.toThrow();
    const openCursors = async () =>
      (await sandbox.db.query<{ n: number }>("select count(*)::int as n from pg_cursors where name like 'sandbox_cursor_%'"))[0]!.n;
    for (let i = 0; i < 50 && (await openCursors()) > 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await openCursors()).toBe(0);
    const again = await post(API.transactionList, { mode: 'online', ...range(29), pageSize: 1 }, idToken);
    expect(again.status).toBe(200);
  });
});
