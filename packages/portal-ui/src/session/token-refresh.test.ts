import { createLegoClient } from '@lego-portal/api-client';
import { describe, expect, it, inject } from 'vitest';
import { createSessionStore } from './storage';
import { signInTokens } from '@lego-portal/test-kit';

describe('token refresh against the sandbox', () => {
  it('refreshes a stale id token with the sandbox and goes on with the new tokens', async () => {
    const url = inject('sandboxUrl');
    const store = createSessionStore();
    store.beginSession(await signInTokens(url, 'demo_full'));
    const refreshes: number[] = [];
    const client = createLegoClient({
      baseUrl: url,
      session: store,
      // Every token counts as stale, so the very next call refreshes first.
      staleAfterMs: -1,
      // Observes the real answers; nothing is faked.
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
        if (path === '/api/lego-authorization/ext/cognito') refreshes.push(response.status);
        return response;
      },
    });
    const { response } = await client.POST('/api/lego-userprofile/ext/users', {
      body: { merchantId: '1000000001', page: 1, sizePerPage: 25 },
    });
    expect(refreshes).toEqual([200]);
    expect(response.status).toBe(200);
    expect(store.getTokens()?.idToken).toBeTruthy();
  });
});
