// The query definitions are TanStack `queryOptions`: a definition's key carries its answer's
// type, so the cache is read and written by the definition, never by a hand-written type.
// The `expectTypeOf` lines are checked by `npm run typecheck`; the rest runs against the
// token server.
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createLegoClient } from '../src/client/create-lego-client';
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

function setup() {
  const tokens = { idToken: fakeJwt(Math.floor(Date.now() / 1000)), accessToken: 'a', refreshToken: 'r' };
  const client = createLegoClient({ baseUrl: server.baseUrl, session: { getTokens: () => tokens, setTokens: () => {} } });
  return { client, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) };
}

describe('a query definition\'s key', () => {
  it('types what the cache holds under it, as fetched', async () => {
    const { client, queryClient } = setup();
    const detail = legoQueries.customerDetail(client, 'c-1');
    const fetched = await queryClient.fetchQuery(detail);

    const cached = queryClient.getQueryData(detail.queryKey);
    expectTypeOf(cached).toEqualTypeOf<Schemas['CustomerDetailResponse'] | undefined>();
    expectTypeOf(queryClient.getQueryData(legoQueries.userList(client, { merchantId: '1000000001', page: 1, sizePerPage: 25 }).queryKey)).toEqualTypeOf<
      Schemas['UserListResponse'] | undefined
    >();
    expect(cached).toBe(fetched);
    expect(cached).toEqual({ ok: true, path: '/api/lego-customerprofile/ext/customerprofile/details' });
  });

  it('types what may be written under it', () => {
    const { client, queryClient } = setup();
    const detail = legoQueries.customerDetail(client, 'c-2');
    const answer = { customerProfileResponse: { custProfileId: 'c-2' } } as Schemas['CustomerDetailResponse'];
    queryClient.setQueryData(detail.queryKey, answer);
    // Never called: it only has to fail the typecheck.
    const writeUserList = () =>
      // @ts-expect-error a user list answer is not a customer detail answer
      queryClient.setQueryData(detail.queryKey, { getAllResponse: { totalSize: 0, userProfileList: [] } } as Schemas['UserListResponse']);
    void writeUserList;
    queryClient.setQueryData(detail.queryKey, (old) => {
      expectTypeOf(old).toEqualTypeOf<Schemas['CustomerDetailResponse'] | undefined>();
      return old;
    });
    expect(queryClient.getQueryData(legoQueries.customerDetail(client, 'c-2').queryKey)).toBe(answer);
  });

  it('keeps the fetcher callable with only a signal, outside TanStack', async () => {
    const { client } = setup();
    const { queryFn } = legoQueries.transactionDetail(client, { merchantId: '1000000001', txnNumber: 'T1' });
    expectTypeOf(queryFn).toBeCallableWith({ signal: new AbortController().signal });
    expectTypeOf(queryFn).returns.resolves.toEqualTypeOf<Schemas['TransactionDetailResponse']>();
    await expect(queryFn({ signal: new AbortController().signal })).resolves.toEqual({ ok: true, path: '/api/lego-report/ext/transaction' });
    expect(server.requests.at(-1)!.body).toEqual({ merchantId: '1000000001', txnNumber: 'T1' });
  });
});
