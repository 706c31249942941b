import { queryOptions, type DataTag, type DefaultError, type QueryKey } from '@tanstack/react-query';

/** A read endpoint's fetcher: the call's answer, or `LegoApiError` thrown on a non-2xx answer. */
export type LegoQueryFn<TData> = (context: { signal: AbortSignal }) => Promise<TData>;

/**
 * A read endpoint's query definition, as TanStack's `queryOptions` types it: the `queryKey`
 * carries the answer's type, so `queryClient.getQueryData(definition.queryKey)` and
 * `setQueryData` are typed without naming it. Pass it to `useQuery`, `fetchQuery` or
 * `ensureQueryData` (or spread it and add options).
 */
export interface LegoQuery<TKey extends QueryKey, TData> {
  queryKey: DataTag<TKey, TData, DefaultError>;
  /**
   * Required and callable with only a signal, unlike the optional `queryFn` of `queryOptions`'s
   * own result type: a caller outside TanStack (the session's load after sign-in, a test)
   * calls it directly.
   */
  queryFn: LegoQueryFn<TData>;
}

/** Types a query definition: tags its key with the fetcher's answer (see {@link LegoQuery}). */
export function defineQuery<TKey extends QueryKey, TData>(definition: { queryKey: TKey; queryFn: LegoQueryFn<TData> }): LegoQuery<TKey, TData> {
  // queryOptions returns its argument; only the key's type changes.
  return queryOptions(definition) as LegoQuery<TKey, TData>;
}
