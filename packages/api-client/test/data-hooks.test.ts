// @vitest-environment jsdom
// The data hooks take what a screen asks for and call through the client of the nearest
// LegoClientProvider; rendered with React against the token server (no fetch mock).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createLegoClient, type LegoClient } from '../src/client/create-lego-client';
import { useCustomerDetail, useCustomerMerchantLookup } from '../src/query/data/customer-data';
import { useMerchantSearch } from '../src/query/data/merchant-data';
import { legoKeys } from '../src/query/keys';
import { LegoClientProvider } from '../src/query/lego-client-context';
import { legoQueries } from '../src/query/queries';
import { merchantSummaryQuery } from '../src/query/sign-in-calls';
import type { Schemas } from '../src/schemas';
import { fakeJwt, startTokenServer, type TokenServer } from './token-server';

let server: TokenServer;
beforeAll(async () => {
  server = await startTokenServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(cleanup);

/** A client whose calls are told apart by their bearer token. */
function clientWithToken(name: string) {
  const idToken = fakeJwt(Math.floor(Date.now() / 1000), { name });
  const client = createLegoClient({ baseUrl: server.baseUrl, session: { getTokens: () => ({ idToken, accessToken: 'a', refreshToken: 'r' }), setTokens: () => {} } });
  return { client, bearer: `Bearer ${idToken}` };
}

function providers(client: LegoClient, queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, createElement(LegoClientProvider, { client }, children));
}

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('data hooks', () => {
  it("fetch through the provider's client, into the definition's cache entry", async () => {
    const { client, bearer } = clientWithToken('provided');
    const queryClient = newQueryClient();
    const { result } = renderHook(() => useCustomerDetail('c-7'), { wrapper: providers(client, queryClient) });
    expectTypeOf(result.current.data).toEqualTypeOf<Schemas['CustomerDetailResponse'] | undefined>();

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const call = server.requests.findLast((request) => request.path === '/api/lego-customerprofile/ext/customerprofile/details');
    expect(call).toMatchObject({ authorization: bearer, body: { custProfileId: 'c-7' } });
    expect(queryClient.getQueryData(legoQueries.customerDetail(client, 'c-7').queryKey)).toBe(result.current.data);
  });

  it('ask nothing while the question is incomplete, whatever enabled says', () => {
    const { client } = clientWithToken('idle');
    const before = server.requests.length;
    const { result } = renderHook(
      () => ({ detail: useCustomerDetail('', { enabled: true }), lookup: useCustomerMerchantLookup(null) }),
      { wrapper: providers(client, newQueryClient()) },
    );
    expect(result.current.detail.fetchStatus).toBe('idle');
    expect(result.current.lookup.fetchStatus).toBe('idle');
    expect(server.requests.length).toBe(before);
  });

  it("search merchants (staff) with the request's filters and page, asking nothing while the request is null", async () => {
    const { client } = clientWithToken('staff');
    const queryClient = newQueryClient();
    const request: Schemas['MerchantSearchRequest'] = { merchantName: 'siam', page: 2, size: 25 };
    const before = server.requests.length;
    const idle = renderHook(() => useMerchantSearch(null), { wrapper: providers(client, queryClient) });
    expect(idle.result.current.fetchStatus).toBe('idle');
    expect(server.requests.length).toBe(before);
    const { result } = renderHook(() => useMerchantSearch(request), { wrapper: providers(client, queryClient) });
    expectTypeOf(result.current.data).toEqualTypeOf<Schemas['MerchantSearchResponse'] | undefined>();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(server.requests.at(-1)).toMatchObject({ path: '/api/lego-merchantprofile/ext/merchantprofile/search', body: request });
    expect(queryClient.getQueryData(legoKeys.merchant.search(request))).toBe(result.current.data);
  });

  it("load the signed-in merchant user's merchant summary with no body, under the merchant area's key", async () => {
    const { client } = clientWithToken('summary');
    const query = merchantSummaryQuery(client);
    expect(query.queryKey).toEqual(legoKeys.merchant.summary());
    expect(legoQueries.merchantSummary(client).queryKey).toEqual(query.queryKey);
    await query.queryFn({ signal: new AbortController().signal });
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/lego-merchantprofile/ext/merchantprofile/summary' });
  });

  it('say where they belong when rendered outside a LegoClientProvider', () => {
    const queryClient = newQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: queryClient }, children);
    expect(() => renderHook(() => useCustomerDetail('c-7'), { wrapper })).toThrow(/LegoClientProvider/);
  });
});
