import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLegoClient } from '../src/client/create-lego-client';
import { LegoApiError } from '../src/client/errors';
import { settleMutation } from '../src/query/hooks';
import { legoKeys } from '../src/query/keys';
import { legoMutations } from '../src/query/mutations';
import { legoQueries } from '../src/query/queries';
import type { Schemas } from '../src/schemas';
import { fakeJwt, startTokenServer, type TokenServer } from './token-server';

let server: TokenServer;
beforeAll(async () => {
  server = await startTokenServer();
});
afterAll(async () => {
  await server.close();
});

const criteria: Schemas['UserListRequest'] = { merchantId: '1000000001', page: 1, sizePerPage: 25, sortingColumn: 'createdDatetime', sortingType: 'desc' };

function setup() {
  const tokens = { idToken: fakeJwt(Math.floor(Date.now() / 1000)), accessToken: 'a', refreshToken: 'r' };
  const client = createLegoClient({ baseUrl: server.baseUrl, session: { getTokens: () => tokens, setTokens: () => {} } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { client, queryClient };
}

describe('query definitions', () => {
  it('fetch through the client with the criteria as the body', async () => {
    const { client, queryClient } = setup();
    const data = await queryClient.fetchQuery(legoQueries.userList(client, criteria));
    expect(data).toEqual({ ok: true, path: '/api/lego-userprofile/ext/users' });
    expect(server.requests.at(-1)!.body).toEqual(criteria);
  });

  it('throw LegoApiError with the status and body on a non-2xx answer', async () => {
    const { client, queryClient } = setup();
    server.protectedStatus = 404;
    try {
      const failure = await queryClient.fetchQuery(legoQueries.userDetail(client, '1000000001', 'u-1')).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(LegoApiError);
      expect((failure as LegoApiError).status).toBe(404);
      expect((failure as LegoApiError).message).toBe('Token expired');
    } finally {
      server.protectedStatus = 200;
    }
  });
});

describe('customer form lookups', () => {
  it('post the merchant ID and the customer\'s ID to their own paths, keyed by what they ask', async () => {
    const { client, queryClient } = setup();
    await queryClient.fetchQuery(legoQueries.customerMerchantLookup(client, '1000000002'));
    expect(server.requests.at(-1)).toMatchObject({ path: '/api/lego-customerprofile/ext/customerprofile/merchant', body: { merchantId: '1000000002' } });
    const person = { merchantId: '1000000002', customerType: 'I', idType: 'P1', customerId: '3100500123451' } as const;
    await queryClient.fetchQuery(legoQueries.bankCustomerLookup(client, person));
    expect(server.requests.at(-1)).toMatchObject({ path: '/api/lego-customerprofile/ext/customerprofile/customer', body: person });
    expect(legoQueries.bankCustomerLookup(client, person).queryKey).not.toEqual(
      legoQueries.bankCustomerLookup(client, { merchantId: '1000000002', customerType: 'C', corpId: '0105561000123' }).queryKey,
    );
  });

  it('are customer queries: a submitted change makes them stale', async () => {
    const { client, queryClient } = setup();
    await queryClient.fetchQuery(legoQueries.customerMerchantLookup(client, '1000000002'));
    for (const queryKey of legoMutations.submitChange(client).invalidates({ action: 'DELETE', custProfileId: '100001' })) await queryClient.invalidateQueries({ queryKey });
    expect(queryClient.getQueryState(legoKeys.customers.merchantLookup('1000000002'))?.isInvalidated).toBe(true);
  });
});

describe('mutations invalidate what they change', () => {
  it('creating a user makes every user list and detail stale, and leaves customers alone', async () => {
    const { client, queryClient } = setup();
    await queryClient.fetchQuery(legoQueries.userList(client, criteria));
    await queryClient.fetchQuery(legoQueries.userDetail(client, '1000000001', 'u-1'));
    await queryClient.fetchQuery(legoQueries.customerDetail(client, 'c-1'));

    const create = legoMutations.createUser(client);
    for (const queryKey of create.invalidates({} as Schemas['CreateUserRequest'])) await queryClient.invalidateQueries({ queryKey });

    const state = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(state(legoKeys.users.list(criteria))).toBe(true);
    expect(state(legoKeys.users.detail('1000000001', 'u-1'))).toBe(true);
    expect(state(legoKeys.customers.detail('c-1'))).toBe(false);
  });

  it('deciding a pending change drops the decided change, refetches the customer and every list, and leaves users alone', async () => {
    const { client, queryClient } = setup();
    const listOf = (page: number): Schemas['CustomerListRequest'] => ({ criteria: { merchantId: '1000000001' }, page, size: 25 });
    await queryClient.fetchQuery(legoQueries.userList(client, criteria));
    await queryClient.fetchQuery(legoQueries.customerPendingChange(client, 'c-1'));
    await queryClient.fetchQuery(legoQueries.customerHandler(client, 'c-1'));
    await queryClient.fetchQuery(legoQueries.customerDetail(client, 'c-1'));
    await queryClient.fetchQuery(legoQueries.customerList(client, listOf(1)));
    await queryClient.fetchQuery(legoQueries.customerList(client, listOf(2)));
    await queryClient.fetchQuery(legoQueries.changeHandlerProfile(client));
    await queryClient.fetchQuery(legoQueries.customerPendingChange(client, 'c-2'));

    await settleMutation(queryClient, legoMutations.decideCustomerPendingChange(client), { custProfileId: 'c-1', decision: 'APPROVE' });

    // The decided change is not shown again while its refetch (a 404 from a real server) runs or after it fails.
    expect(queryClient.getQueryData(legoKeys.customers.pendingChange('c-1'))).toBeUndefined();
    expect(queryClient.getQueryData(legoKeys.customers.handler('c-1'))).toBeUndefined();
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(legoKeys.customers.detail('c-1'))).toBe(true);
    expect(stale(legoKeys.customers.list(listOf(1)))).toBe(true);
    expect(stale(legoKeys.customers.list(listOf(2)))).toBe(true);
    expect(stale(legoKeys.merchant.changeHandlerProfile())).toBe(true);
    expect(queryClient.getQueryData(legoKeys.customers.pendingChange('c-2'))).toBeDefined();
    expect(stale(legoKeys.users.list(criteria))).toBe(false);
  });

  it('sign-in reports 202 as a status, not an error', async () => {
    const { client } = setup();
    const result = await legoMutations.signIn(client).mutationFn({ username: 'merchant01', password: 'Secret#123' });
    expect(result.status).toBe(200);
    expect(result.data).toHaveProperty('idToken');
  });
});
