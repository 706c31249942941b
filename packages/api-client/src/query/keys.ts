import type { Schemas } from '../schemas';

/**
 * The one query-key factory of the lego-* API. Keys nest from the broad to the narrow, so a
 * mutation can invalidate a whole area (`legoKeys.users.all()`) or one record.
 */
export const legoKeys = {
  all: () => ['lego'] as const,
  users: {
    all: () => [...legoKeys.all(), 'users'] as const,
    lists: () => [...legoKeys.users.all(), 'list'] as const,
    list: (criteria: Schemas['UserListRequest']) => [...legoKeys.users.lists(), criteria] as const,
    details: () => [...legoKeys.users.all(), 'detail'] as const,
    detail: (merchantId: string, userId: string) => [...legoKeys.users.details(), merchantId, userId] as const,
    byUsername: (username: string) => [...legoKeys.users.details(), 'by-username', username] as const,
  },
  customers: {
    all: () => [...legoKeys.all(), 'customers'] as const,
    /** Every customer list, whatever its criteria: a decision changes the badges of any of them. */
    lists: () => [...legoKeys.customers.all(), 'list'] as const,
    list: (criteria: Schemas['CustomerListRequest']) => [...legoKeys.customers.lists(), criteria] as const,
    detail: (custProfileId: string) => [...legoKeys.customers.all(), 'detail', custProfileId] as const,
    pendingChange: (custProfileId: string) => [...legoKeys.customers.all(), 'pending', custProfileId] as const,
    handler: (id: string) => [...legoKeys.customers.all(), 'handler', id] as const,
    /** The customer form's merchant lookup (findCustomerMerchant). */
    merchantLookup: (merchantId: string) => [...legoKeys.customers.all(), 'merchant-lookup', merchantId] as const,
    /** The customer form's lookup of the bank's record of a person or company (findBankCustomer). */
    bankCustomer: (request: Schemas['BankCustomerLookupRequest']) => [...legoKeys.customers.all(), 'bank-customer', request] as const,
  },
  merchant: {
    all: () => [...legoKeys.all(), 'merchant'] as const,
    profile: (request: Schemas['MerchantProfileLoadRequest']) => [...legoKeys.merchant.all(), 'profile', request] as const,
    changeHandlerProfile: () => [...legoKeys.merchant.all(), 'change-handler-profile'] as const,
  },
  reports: {
    all: () => [...legoKeys.all(), 'reports'] as const,
    transactions: (criteria: Schemas['TransactionCriteria']) => [...legoKeys.reports.all(), 'transactions', criteria] as const,
    /** The summary of payments by status (summarizeTransactionsByStatus). */
    transactionSummary: (criteria: Schemas['TransactionSummaryCriteria']) => [...legoKeys.reports.all(), 'transaction-summary', criteria] as const,
    transaction: (request: Schemas['TransactionDetailRequest']) => [...legoKeys.reports.all(), 'transaction', request] as const,
    registrations: (criteria: Schemas['RegistrationCriteria']) => [...legoKeys.reports.all(), 'registrations', criteria] as const,
  },
} as const;
