import { queryOptions, useQuery, type DataTag, type DefaultError, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { LegoClient } from '../client/create-lego-client';
import { useLegoClient } from './use-lego-client';

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

/**
 * The TanStack options a data hook takes beside what the screen asks for: `placeholderData`
 * (`keepPreviousData` keeps a list's page while the next loads), `retry`, `staleTime`, ...
 * `enabled` is a plain boolean, and only ever narrows: a hook asks nothing while its own
 * question is incomplete (an empty id, a lookup not asked yet), whatever `enabled` says.
 */
export type LegoQueryOptions<TData> = Omit<UseQueryOptions<TData, DefaultError, TData>, 'queryKey' | 'queryFn' | 'enabled'> & {
  enabled?: boolean;
};

/**
 * What every data hook does: runs `define`'s query with the client of the nearest
 * `LegoClientProvider`; on only while `complete` (the hook's question has what it needs) and
 * `options.enabled` allow. Here, beside the definitions, rather than in a module of its own: a
 * bundler keeps it in the chunk the definitions are in, not in one more small chunk.
 */
export function useLegoQuery<TKey extends QueryKey, TData>(
  define: (client: LegoClient) => LegoQuery<TKey, TData>,
  complete: boolean,
  options: LegoQueryOptions<TData> | undefined,
): UseQueryResult<TData, DefaultError> {
  const client = useLegoClient();
  return useQuery({ ...options, ...define(client), enabled: complete && (options?.enabled ?? true) });
}
