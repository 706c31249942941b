import type { LegoClient } from '../client/create-lego-client';
import { unwrap } from '../client/unwrap';
import type { Schemas } from '../schemas';
import { legoKeys } from './keys';
import { defineQuery } from './lego-query';
import { merchantProfileQuery } from './merchant-profile-query';
import { merchantSummaryQuery, userByUsernameQuery } from './sign-in-calls';

/**
 * A customer as the calls name it: its id, or its id and merchant. Bank staff name the merchant
 * (without it the server answers 400); a merchant user's own merchant is used whatever is sent.
 * The query keys hold the id alone: a customer id names one customer in every merchant.
 */
export type CustomerRef = string | Schemas['CustomerProfileRef'];

const refOf = (customer: CustomerRef): Schemas['CustomerProfileRef'] =>
  typeof customer === 'string' ? { custProfileId: customer } : customer;

/**
 * One query definition per read endpoint ({@link LegoQuery}, TanStack's `queryOptions`): its key
 * from {@link legoKeys}, typed with its answer, and a fetcher that throws `LegoApiError` on a
 * non-2xx answer. Pass the result to `useQuery`, `fetchQuery` or `ensureQueryData` (or spread it
 * and add options); in a component, the data hooks (`useCustomerDetail`, ...) run them with the
 * client of `LegoClientProvider`.
 */
export const legoQueries = {
  userList: (client: LegoClient, criteria: Schemas['UserListRequest']) => defineQuery({
    queryKey: legoKeys.users.list(criteria),
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      unwrap(await client.POST('/api/lego-userprofile/ext/users', { body: criteria, signal })),
  }),
  userDetail: (client: LegoClient, merchantId: string, userId: string) => defineQuery({
    queryKey: legoKeys.users.detail(merchantId, userId),
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      unwrap(await client.POST('/api/lego-userprofile/ext/user/details', { body: { merchantId, userId }, signal })),
  }),
  // Tagged here, not in sign-in-calls: the login page imports those without the query layer.
  userByUsername: (client: LegoClient, username: string) => defineQuery(userByUsernameQuery(client, username)),
  customerList: (client: LegoClient, request: Schemas['CustomerListRequest']) => defineQuery({
    queryKey: legoKeys.customers.list(request),
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      unwrap(await client.POST('/api/lego-customerprofile/ext/customerprofile/list', { body: request, signal })),
  }),
  customerDetail: (client: LegoClient, customer: CustomerRef) => defineQuery({
    queryKey: legoKeys.customers.detail(refOf(customer).custProfileId),
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      unwrap(await client.POST('/api/lego-customerprofile/ext/customerprofile/details', { body: refOf(customer), signal })),
  }),
  customerPendingChange: (client: LegoClient, customer: CustomerRef) => defineQuery({
    queryKey: legoKeys.customers.pendingChange(refOf(customer).custProfileId),
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      unwrap(await client.POST('/api/lego-customerprofile/ext/customerprofile/pending', { body: refOf(customer), signal })),
  }),
  customerHandler: (client: LegoClient, id: string) => defineQuery({
    queryKey: legoKeys.customers.handler(id),
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      unwrap(await client.GET('/api/lego-customerprofile/ext/handler/{id}', { params: { path: { id } }, signal })),
  }),
  /**
   * The customer form's Find beside the merchant ID: name and e-payment flag of the merchant;
   * 403 for another merchant, 404 for an unknown one (both `LegoApiError`).
   */
  customerMerchantLookup: (client: LegoClient, merchantId: string) => defineQuery({
    queryKey: legoKeys.customers.merchantLookup(merchantId),
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      unwrap(await client.POST('/api/lego-customerprofile/ext/customerprofile/merchant', { body: { merchantId }, signal })),
  }),
  /**
   * The customer form's Find beside the customer's ID: the bank's record of the person (idType
   * and customerId) or company (corpId); 404 when the bank does not know them.
   */
  bankCustomerLookup: (client: LegoClient, request: Schemas['BankCustomerLookupRequest']) => defineQuery({
    queryKey: legoKeys.customers.bankCustomer(request),
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      unwrap(await client.POST('/api/lego-customerprofile/ext/customerprofile/customer', { body: request, signal })),
  }),
  merchantProfile: (client: LegoClient, request: Schemas['MerchantProfileLoadRequest']) => defineQuery(merchantProfileQuery(client, request)),
  /** The signed-in merchant user's merchant in brief (x-inferred); 404 for bank staff. */
  merchantSummary: (client: LegoClient) => defineQuery(merchantSummaryQuery(client)),
  /**
   * One page of the staff's merchant search (x-inferred): by merchant ID (exact) or name (contains,
   * any case); 403 for a merchant user.
   */
  merchantSearch: (client: LegoClient, request: Schemas['MerchantSearchRequest']) => defineQuery({
    queryKey: legoKeys.merchant.search(request),
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      unwrap(await client.POST('/api/lego-merchantprofile/ext/merchantprofile/search', { body: request, signal })),
  }),
  changeHandlerProfile: (client: LegoClient) => defineQuery({
    queryKey: legoKeys.merchant.changeHandlerProfile(),
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      unwrap(await client.GET('/api/lego-changehandler/ext/changehandler/profile/', { signal })),
  }),
  transactionList: (client: LegoClient, criteria: Schemas['TransactionCriteria']) => defineQuery({
    queryKey: legoKeys.reports.transactions(criteria),
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      unwrap(await client.POST('/api/lego-report/ext/transaction/list', { body: criteria, signal })),
  }),
  /** Counts and amounts per day and status (`POST …/transaction/summary`, inferred). */
  transactionSummary: (client: LegoClient, criteria: Schemas['TransactionSummaryCriteria']) => defineQuery({
    queryKey: legoKeys.reports.transactionSummary(criteria),
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      unwrap(await client.POST('/api/lego-report/ext/transaction/summary', { body: criteria, signal })),
  }),
  transactionDetail: (client: LegoClient, request: Schemas['TransactionDetailRequest']) => defineQuery({
    queryKey: legoKeys.reports.transaction(request),
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      unwrap(await client.POST('/api/lego-report/ext/transaction', { body: request, signal })),
  }),
  registrationList: (client: LegoClient, criteria: Schemas['RegistrationCriteria']) => defineQuery({
    queryKey: legoKeys.reports.registrations(criteria),
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      unwrap(await client.POST('/api/lego-report/ext/registration/list', { body: criteria, signal })),
  }),
};
