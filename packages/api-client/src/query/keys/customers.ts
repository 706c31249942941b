import type { Schemas } from '../../schemas';
import { rootKey } from './root';

/** The customers area's query keys (`legoKeys.customers`), broad to narrow. */
export const customerKeys = {
  all: () => [...rootKey(), 'customers'] as const,
  /** Every customer list, whatever its criteria: a decision changes the badges of any of them. */
  lists: () => [...customerKeys.all(), 'list'] as const,
  list: (criteria: Schemas['CustomerListRequest']) => [...customerKeys.lists(), criteria] as const,
  detail: (custProfileId: string) => [...customerKeys.all(), 'detail', custProfileId] as const,
  pendingChange: (custProfileId: string) => [...customerKeys.all(), 'pending', custProfileId] as const,
  handler: (id: string) => [...customerKeys.all(), 'handler', id] as const,
  /** The customer form's merchant lookup (findCustomerMerchant). */
  merchantLookup: (merchantId: string) => [...customerKeys.all(), 'merchant-lookup', merchantId] as const,
  /** The customer form's lookup of the bank's record of a person or company (findBankCustomer). */
  bankCustomer: (request: Schemas['BankCustomerLookupRequest']) => [...customerKeys.all(), 'bank-customer', request] as const,
} as const;
