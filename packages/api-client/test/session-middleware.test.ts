import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLegoClient, type LegoClient } from '../src/client/create-lego-client';
import { SERVICE_UNAVAILABLE } from '../src/client/errors';
import { legoMutations } from '../src/query/mutations';
import type { TokenSet } from '../src/client/tokens';
import { closedPort, fakeJwt, startTokenServer, type TokenServer } from './token-server';

const NOW = Date.UTC(2026, 10, 22, 3, 0, 0);
const nowSeconds = Math.floor(NOW / 1000);

/** An in-memory session, as a server-side caller of the client would keep it. */
function memorySession(tokens: TokenSet | null) {
  const state = { tokens, writes: 0 };
  return {
    state,
    getTokens: () => state.tokens,
    setTokens: (next: TokenSet) => {
      state.tokens = next;
      state.writes += 1;
    },
  };
}

const listBody = { merchantId: '1000000001', page: 1, sizePerPage: 25, sortingColumn: 'createdDatetime' as const };

function listUsers(client: LegoClient) {
  return client.POST('/api/lego-userprofile/ext/users', { body: listBody });
}

describe('session middleware against a real local server', () => {
  let server: TokenServer;
  beforeEach(async () => {
    server = await startTokenServer();
  });
  afterEach(async () => {
    await server.close();
  });

  it('puts the bearer id token on protected calls and none on sign-in and forgot password', async () => {
    const idToken = fakeJwt(nowSeconds - 10);
    const session = memorySession({ idToken, accessToken: 'a', refreshToken: 'r' });
    const client = createLegoClient({ baseUrl: server.baseUrl, session, now: () => NOW });

    await client.POST('/api/lego-authorization/ext/cognito/signIn', { body: { username: 'merchant01', password: 'Secret#123' } });
    await client.POST('/api/lego-userprofile/ext/user/forgot', { body: { username: 'merchant01' } });
    await listUsers(client);

    const byPath = Object.fromEntries(server.requests.map((r) => [r.path, r.authorization]));
    expect(byPath['/api/lego-authorization/ext/cognito/signIn']).toBeUndefined();
    expect(byPath['/api/lego-userprofile/ext/user/forgot']).toBeUndefined();
    expect(byPath['/api/lego-userprofile/ext/users']).toBe(`Bearer ${idToken}`);
    expect(server.refreshCount()).toBe(0);
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    const client = createLegoClient({ baseUrl: server.baseUrl, session: memorySession(null), now: () => NOW });
    await listUsers(client);
    expect(server.requests[0]!.authorization).toBeUndefined();
  });

  it('does not refresh a token exactly 60 s old, and refreshes one older than that', async () => {
    const session = memorySession({ idToken: fakeJwt(nowSeconds - 60), accessToken: 'a', refreshToken: 'r' });
    const client = createLegoClient({ baseUrl: server.baseUrl, session, now: () => NOW });
    await listUsers(client);
    expect(server.refreshCount()).toBe(0);

    session.state.tokens = { idToken: fakeJwt(nowSeconds - 61), accessToken: 'a', refreshToken: 'r' };
    await listUsers(client);
    expect(server.refreshCount()).toBe(1);
  });

  it('makes exactly one refresh for five concurrent calls with a stale token, and all five use the new token', async () => {
    server.refreshDelayMs = 150;
    server.nextIat = nowSeconds;
    const stale = { idToken: fakeJwt(nowSeconds - 120), accessToken: 'old-access', refreshToken: 'refresh-1' };
    const session = memorySession(stale);
    const client = createLegoClient({ baseUrl: server.baseUrl, session, now: () => NOW });

    const results = await Promise.all(Array.from({ length: 5 }, () => listUsers(client)));

    expect(results.map((r) => r.response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(server.refreshCount()).toBe(1);
    const refreshCall = server.requests.find((r) => r.path === '/api/lego-authorization/ext/cognito')!;
    expect(refreshCall.body).toEqual(stale);
    expect(refreshCall.authorization).toBe(`Bearer ${stale.idToken}`);
    const refreshed = session.state.tokens!;
    expect(refreshed.idToken).not.toBe(stale.idToken);
    expect(refreshed.accessToken).toBe('access-refreshed-1');
    expect(refreshed.refreshToken).toBe('refresh-1');
    const protectedCalls = server.requests.filter((r) => r.path === '/api/lego-userprofile/ext/users');
    expect(protectedCalls).toHaveLength(5);
    for (const call of protectedCalls) expect(call.authorization).toBe(`Bearer ${refreshed.idToken}`);
  });

  it('keeps the old tokens and still makes the call when the refresh fails', async () => {
    server.failRefreshWith = 500;
    const stale = { idToken: fakeJwt(nowSeconds - 120), accessToken: 'old-access', refreshToken: 'refresh-1' };
    const session = memorySession(stale);
    const client = createLegoClient({ baseUrl: server.baseUrl, session, now: () => NOW });

    const { response } = await listUsers(client);

    expect(response.status).toBe(200);
    expect(server.refreshCount()).toBe(1);
    expect(session.state.tokens).toEqual(stale);
    expect(session.state.writes).toBe(0);
    expect(server.requests.at(-1)!.authorization).toBe(`Bearer ${stale.idToken}`);
  });

  it('sends change password with the access token of the tokens a stale id token was refreshed into', async () => {
    server.nextIat = nowSeconds;
    const stale = { idToken: fakeJwt(nowSeconds - 15 * 60), accessToken: 'expired-access', refreshToken: 'refresh-1' };
    const session = memorySession(stale);
    const client = createLegoClient({ baseUrl: server.baseUrl, session, now: () => NOW });

    await legoMutations.changePassword(client).mutationFn({ currentPassword: 'Old#Pass1', newPassword: 'New#Pass1' });

    expect(server.refreshCount()).toBe(1);
    const change = server.requests.find((r) => r.path === '/api/lego-userprofile/ext/user/change')!;
    expect(change.body).toEqual({ currentPassword: 'Old#Pass1', newPassword: 'New#Pass1', accessToken: 'access-refreshed-1' });
    expect(change.authorization).toBe(`Bearer ${session.state.tokens!.idToken}`);
  });

  it('sends change password with the current access token when no refresh is due', async () => {
    const session = memorySession({ idToken: fakeJwt(nowSeconds - 10), accessToken: 'current-access', refreshToken: 'r' });
    const client = createLegoClient({ baseUrl: server.baseUrl, session, now: () => NOW });

    await legoMutations.changePassword(client).mutationFn({ currentPassword: 'Old#Pass1', newPassword: 'New#Pass1' });

    expect(server.refreshCount()).toBe(0);
    expect(server.requests.at(-1)!.body).toEqual({ currentPassword: 'Old#Pass1', newPassword: 'New#Pass1', accessToken: 'current-access' });
  });

  it('reports a 401 on a protected call as the end of the session', async () => {
    server.protectedStatus = 401;
    let expired = 0;
    const session = memorySession({ idToken: fakeJwt(nowSeconds), accessToken: 'a', refreshToken: 'r' });
    const client = createLegoClient({ baseUrl: server.baseUrl, session, now: () => NOW, onSessionExpired: () => (expired += 1) });
    const { response } = await listUsers(client);
    expect(response.status).toBe(401);
    expect(expired).toBe(1);
  });
});

describe('a call that gets no response', () => {
  it('becomes a synthetic 503 Service Unavailable in the shared error shape', async () => {
    const port = await closedPort();
    const session = memorySession({ idToken: fakeJwt(nowSeconds), accessToken: 'a', refreshToken: 'r' });
    const client = createLegoClient({ baseUrl: `http://127.0.0.1:${port}`, session, now: () => NOW });

    const { response, error, data } = await listUsers(client);

    expect(data).toBeUndefined();
    expect(response.status).toBe(503);
    expect(error).toEqual({
      validationMessages: [{ code: '503', message: SERVICE_UNAVAILABLE, description: SERVICE_UNAVAILABLE }],
    });
  });

  it('lets a cancelled call reject as an abort, not as an outage', async () => {
    const server = await startTokenServer();
    server.refreshDelayMs = 0;
    try {
      const client = createLegoClient({ baseUrl: server.baseUrl, session: memorySession(null) });
      const controller = new AbortController();
      controller.abort();
      await expect(
        client.POST('/api/lego-userprofile/ext/users', { body: listBody, signal: controller.signal }),
      ).rejects.toMatchObject({ name: 'AbortError' });
    } finally {
      await server.close();
    }
  });
});
