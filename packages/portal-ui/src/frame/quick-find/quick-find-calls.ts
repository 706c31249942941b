/**
 * The list calls of quick find as TanStack queries: the rules' `quickFindCalls` say which to send,
 * these send them through the api-client's list definitions (the transaction report, the customer
 * list, the user list) and keep only the records the value names exactly.
 */
import type { LegoClient, Schemas } from '@lego-portal/api-client';
import { legoQueries } from '@lego-portal/api-client';
import type { QuickFindCall } from '@lego-portal/rules';
import { LIMITS, isQuickFindMatch, lastDaysRange } from '@lego-portal/rules';
import type { MerchantInScope } from '../../merchant-scope';

/**
 * Records asked per call. The filters match a part of the value (a prefix, or a part anywhere),
 * so a page holds the exact matches and perhaps a few longer values; quick find lists at most
 * this many of one kind, and the report lists every one.
 */
export const QUICK_FIND_PAGE = 10;

/** A record a call found, with what its match shows and where it leads. */
export type FoundRecord =
  | { kind: 'transaction'; txnNumber: string; merchantId: string; merchantName: string; refNumber: string; createdDateTime: string }
  | { kind: 'customer'; custProfileId: string; merchantId: string; merchantName: string; accountNumber: string; fullName: string }
  | { kind: 'user'; userId: string; merchantId: string; merchantName: string; username: string; fullName: string };

/** One call as a query: its key (the list definition's under 'quickFind') and its exact matches. */
export interface QuickFindQuery {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<FoundRecord[]>;
}

/** What the calls need besides the value: the client, the merchant of the customer and user lists, the business zone. */
export interface QuickFindCallContext {
  client: LegoClient;
  merchant: MerchantInScope | null;
  timeZone: string | undefined;
}

function transactionsOf(call: Extract<QuickFindCall, { kind: 'transaction' }>, value: string, data: Schemas['TransactionListResponse']): FoundRecord[] {
  return data.transactions.values
    .filter((row) => isQuickFindMatch(call.field, value, call.field === 'txnNumber' ? row.txnNumber : row.refNumber))
    .map((row) => ({
      kind: 'transaction',
      txnNumber: row.txnNumber,
      merchantId: row.merchantId ?? '',
      merchantName: row.merchantName ?? '',
      refNumber: row.refNumber ?? '',
      createdDateTime: row.createdDateTime,
    }));
}

function customersOf(value: string, data: Schemas['CustomerListResponse']): FoundRecord[] {
  return data.customerProfilePaging.customerProfileWebViewList.flatMap((row) => {
    const account = row.bankAccts?.find((acct) => isQuickFindMatch('accountNumber', value, acct.accountNumber));
    return account
      ? [{ kind: 'customer' as const, custProfileId: row.custProfileId, merchantId: row.merchantId, merchantName: row.merchantName ?? '', accountNumber: account.accountNumber, fullName: row.fullName ?? '' }]
      : [];
  });
}

function usersOf(value: string, data: Schemas['UserListResponse']): FoundRecord[] {
  return data.getAllResponse.userProfileList
    .filter((row) => isQuickFindMatch('username', value, row.username))
    .map((row) => ({ kind: 'user', userId: row.userId, merchantId: row.merchantId, merchantName: row.merchantName ?? '', username: row.username, fullName: row.fullName ?? '' }));
}

/**
 * The query of one call for `value`: the list definition's key under 'quickFind' (its answer is
 * the exact matches, not the list's page, so it never shares a list screen's cache entry).
 */
export function quickFindQuery(call: QuickFindCall, value: string, { client, merchant, timeZone }: QuickFindCallContext): QuickFindQuery {
  if (call.kind === 'transaction') {
    // The longest range the report takes, up to today: staff send no merchant and search them all.
    const range = lastDaysRange(LIMITS.transactionSearchMaxDays, { timeZone });
    const list = legoQueries.transactionList(client, {
      mode: call.mode,
      [call.field]: value,
      ...range,
      pageNo: 1,
      pageSize: QUICK_FIND_PAGE,
      sortField: 'createdDateTime',
      sortDirection: 'desc',
    });
    return { queryKey: ['quickFind', ...list.queryKey], queryFn: async ({ signal }: { signal: AbortSignal }) => transactionsOf(call, value, await list.queryFn({ signal })) };
  }
  const merchantId = merchant?.merchantId ?? '';
  if (call.kind === 'customer') {
    const list = legoQueries.customerList(client, { criteria: { merchantId, bankAccount: value }, page: 1, size: QUICK_FIND_PAGE });
    return { queryKey: ['quickFind', ...list.queryKey], queryFn: async ({ signal }: { signal: AbortSignal }) => customersOf(value, await list.queryFn({ signal })) };
  }
  const list = legoQueries.userList(client, {
    merchantId,
    ...(merchant?.merchantCode ? { merchantCode: merchant.merchantCode } : {}),
    merchantName: merchant?.merchantName ?? '',
    username: value,
    page: 1,
    sizePerPage: QUICK_FIND_PAGE,
  });
  return { queryKey: ['quickFind', ...list.queryKey], queryFn: async ({ signal }: { signal: AbortSignal }) => usersOf(value, await list.queryFn({ signal })) };
}
