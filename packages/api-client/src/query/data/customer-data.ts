import type { DefaultError, UseQueryResult } from '@tanstack/react-query';
import type { Schemas } from '../../schemas';
import { legoQueries, type CustomerRef } from '../queries';
import { useLegoQuery, type LegoQueryOptions } from '../lego-query';

// The lookups and the pending change answer 404 for "not found" and "nothing pending": an
// answer to show at once, not a failure to try three more times first. Options may say otherwise.
const ANSWERS_404 = { retry: false } as const;

const idOf = (customer: CustomerRef) => (typeof customer === 'string' ? customer : customer.custProfileId);

/**
 * One page of a merchant's customers (the Customer List): `request` holds the merchant in its
 * criteria, the filters, the sort and the page. Pass `placeholderData: keepPreviousData` to keep
 * the page shown while the next loads.
 */
export function useCustomerList(
  request: Schemas['CustomerListRequest'],
  options?: LegoQueryOptions<Schemas['CustomerListResponse']>,
): UseQueryResult<Schemas['CustomerListResponse'], DefaultError> {
  return useLegoQuery((client) => legoQueries.customerList(client, request), true, options);
}

/**
 * A stored customer with whether a change of it waits for approval (the Customer Detail and
 * the customer form's update): its id, or its id and merchant (bank staff name the merchant).
 * Asks nothing while the id is empty.
 */
export function useCustomerDetail(
  customer: CustomerRef,
  options?: LegoQueryOptions<Schemas['CustomerDetailResponse']>,
): UseQueryResult<Schemas['CustomerDetailResponse'], DefaultError> {
  return useLegoQuery((client) => legoQueries.customerDetail(client, customer), idOf(customer) !== '', options);
}

/**
 * The change of a customer that waits for a checker's decision (the pending change dialog): its
 * id, or its id and merchant (bank staff name the merchant). Asks nothing while the id is empty; nothing pending fails at once (no retry) with
 * `LegoApiError` 404.
 */
export function useCustomerPendingChange(
  customer: CustomerRef,
  options?: LegoQueryOptions<Schemas['PendingChangeResponse']>,
): UseQueryResult<Schemas['PendingChangeResponse'], DefaultError> {
  return useLegoQuery((client) => legoQueries.customerPendingChange(client, customer), idOf(customer) !== '', { ...ANSWERS_404, ...options });
}

/**
 * The customer form's Find beside the merchant ID: the merchant's name and e-payment flag.
 * `merchantId` is what the Find asked for; `null` (nothing asked yet) asks nothing. Another
 * merchant fails with `LegoApiError` 403, an unknown one with 404, at once (no retry).
 */
export function useCustomerMerchantLookup(
  merchantId: string | null,
  options?: LegoQueryOptions<Schemas['CustomerMerchantLookupResponse']>,
): UseQueryResult<Schemas['CustomerMerchantLookupResponse'], DefaultError> {
  return useLegoQuery((client) => legoQueries.customerMerchantLookup(client, merchantId ?? ''), merchantId !== null, { ...ANSWERS_404, ...options });
}

/** The key of the bank customer query before any Find (the query is off). */
const NOTHING_ASKED: Schemas['BankCustomerLookupRequest'] = { merchantId: '', customerType: 'C', corpId: '' };

/**
 * The customer form's Find beside the customer's ID: the bank's record of the person (by ID
 * type and number) or company (by tax ID). `request` is what the Find asked for; `null`
 * (nothing asked yet) asks nothing. A person or company the bank does not know fails at once
 * (no retry) with `LegoApiError` 404.
 */
export function useBankCustomerLookup(
  request: Schemas['BankCustomerLookupRequest'] | null,
  options?: LegoQueryOptions<Schemas['BankCustomer']>,
): UseQueryResult<Schemas['BankCustomer'], DefaultError> {
  return useLegoQuery((client) => legoQueries.bankCustomerLookup(client, request ?? NOTHING_ASKED), request !== null, { ...ANSWERS_404, ...options });
}
