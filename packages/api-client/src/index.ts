// Public surface of @lego-portal/api-client: explicit named exports only.

// Client and session middleware
export { createLegoClient } from './client/create-lego-client';
export type { LegoClient, LegoClientOptions } from './client/create-lego-client';
export { ACCESS_TOKEN_BODY_PATHS, createSessionMiddleware, PUBLIC_PATHS, REFRESH_PATH } from './client/session-middleware';
export type { SessionMiddlewareOptions } from './client/session-middleware';
export { decodeJwtPayload, issuedAtMs, isStale } from './client/tokens';
export type { SessionAccess, TokenSet } from './client/tokens';

// Errors and responses
export {
  firstValidationMessage,
  LegoApiError,
  SERVICE_UNAVAILABLE,
  serviceUnavailableBody,
  serviceUnavailableResponse,
} from './client/errors';
export type { ErrorBody, MessageField, ValidationMessage } from './client/errors';
export { unwrap } from './client/unwrap';
export type { FetchResult } from './client/unwrap';
export { unwrapDownload } from './client/unwrap-download';
export type { DownloadedFile } from './client/unwrap-download';
export { filenameFromContentDisposition } from './client/content-disposition';

// TanStack Query layer
export { legoKeys } from './query/keys';
export { legoQueries } from './query/queries';
export type { CustomerRef } from './query/queries';
export type { LegoQuery, LegoQueryFn } from './query/lego-query';
export { legoMutations } from './query/mutations';
export type { LegoMutation } from './query/lego-mutation';
export { merchantSummaryQuery, recordLastLoginMutation, signInMutation, userByUsernameQuery } from './query/sign-in-calls';
export { merchantProfileQuery } from './query/merchant-profile-query';
export { legoDownloads } from './query/downloads';
export { legoDownloadStreams } from './query/download-streams';
export type { StreamOptions, StreamedDownload } from './query/download-streams';
export { settleMutation, useLegoMutation } from './query/hooks';

// Data by intent: the client from context, one hook per thing a screen shows
export { LegoClientProvider } from './query/lego-client-context';
export { useLegoClient } from './query/use-lego-client';
export type { LegoClientProviderProps } from './query/lego-client-context';
export type { LegoQueryOptions } from './query/lego-query';
export { useUserDetail, useUserList } from './query/data/user-data';
export {
  useBankCustomerLookup,
  useCustomerDetail,
  useCustomerList,
  useCustomerMerchantLookup,
  useCustomerPendingChange,
} from './query/data/customer-data';
export { useMerchantProfile, useMerchantSearch } from './query/data/merchant-data';
export { useTransactionDetail, useTransactionList } from './query/data/transaction-data';
export { useTransactionSummary } from './query/data/summary-data';
export { useRegistrationList } from './query/data/registration-data';

// Contract types
export type { components, operations, paths, Schemas } from './schemas';
