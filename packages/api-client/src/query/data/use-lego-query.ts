import { useQuery, type DefaultError, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { LegoClient } from '../../client/create-lego-client';
import { useLegoClient } from '../lego-client-context';
import type { LegoQuery } from '../lego-query';

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
 * Runs `define`'s query with the client of the nearest `LegoClientProvider`; on only while
 * `complete` (the hook's question has what it needs) and `options.enabled` allow.
 */
export function useLegoQuery<TKey extends QueryKey, TData>(
  define: (client: LegoClient) => LegoQuery<TKey, TData>,
  complete: boolean,
  options: LegoQueryOptions<TData> | undefined,
): UseQueryResult<TData, DefaultError> {
  const client = useLegoClient();
  return useQuery({ ...options, ...define(client), enabled: complete && (options?.enabled ?? true) });
}
