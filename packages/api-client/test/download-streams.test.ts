import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLegoClient } from '../src/client/create-lego-client';
import { LegoApiError } from '../src/client/errors';
import { legoDownloadStreams } from '../src/query/download-streams';
import { fakeJwt, startTokenServer, type TokenServer } from './token-server';

let server: TokenServer;
beforeAll(async () => {
  server = await startTokenServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.protectedStatus = 200;
  server.streamGate = undefined;
  server.streamAborted = false;
});

function client() {
  const tokens = { idToken: fakeJwt(Math.floor(Date.now() / 1000)), accessToken: 'a', refreshToken: 'r' };
  return createLegoClient({ baseUrl: server.baseUrl, session: { getTokens: () => tokens, setTokens: () => {} } });
}

const request = {
  reportType: 'csv' as const,
  registrationCriteria: { customerRegFlag: 'ALL' as const, fromDate: '20261101000000', toDate: '20261122235959' },
};

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe('streamed CSV downloads from a real server', () => {
  it('resolves with the unread body and the name from Content-Disposition, with the bearer token sent', async () => {
    const download = await legoDownloadStreams.registrations(client(), request);
    expect(download.filename).toBe('registration_20261101.csv');
    expect(await readAll(download.body)).toBe('id,name\r\n1,one\r\n2,two\r\n');
    expect(server.requests.at(-1)).toMatchObject({ path: '/api/lego-report/ext/registration/download', body: request });
    expect(server.requests.at(-1)!.authorization).toMatch(/^Bearer /);
  });

  it('hands over the first chunk before the server has finished', async () => {
    let release!: () => void;
    server.streamGate = new Promise((resolve) => (release = resolve));
    const download = await legoDownloadStreams.registrations(client(), request);
    const reader = download.body.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('id,name\r\n');
    release();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
    expect(rest).toBe('1,one\r\n2,two\r\n');
  });

  it('stops the request mid-stream when the signal aborts', async () => {
    server.streamGate = new Promise(() => {});
    const controller = new AbortController();
    const download = await legoDownloadStreams.registrations(client(), request, { signal: controller.signal });
    const reader = download.body.getReader();
    await reader.read();
    controller.abort();
    await expect(reader.read()).rejects.toMatchObject({ name: 'AbortError' });
    await expect.poll(() => server.streamAborted).toBe(true);
  });

  it('throws LegoApiError with the status and the server message on an error answer', async () => {
    server.protectedStatus = 400;
    const failure = await legoDownloadStreams.registrations(client(), request).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LegoApiError);
    expect(failure).toMatchObject({ status: 400, message: 'Downloadable transaction date range should not be over than 30 days.' });
  });

  it('gives an aborted request as an AbortError, not as a synthetic 503', async () => {
    server.streamGate = new Promise(() => {});
    const controller = new AbortController();
    controller.abort();
    await expect(legoDownloadStreams.registrations(client(), request, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
