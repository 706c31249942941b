import { useMutation, useQueryClient, type QueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { LegoMutation } from './lego-mutation';

/**
 * What a {@link LegoMutation}'s success does to the cache: resets what it declared wrong (its
 * data dropped, active queries fetched again) and invalidates what it declared stale. Resolves
 * once the queries shown have their new answers, so a caller awaiting the mutation sees them.
 */
export async function settleMutation<TVariables, TData>(
  queryClient: QueryClient,
  definition: LegoMutation<TVariables, TData>,
  variables: TVariables,
): Promise<void> {
  await Promise.all([
    ...(definition.resets?.(variables) ?? []).map((queryKey) => queryClient.resetQueries({ queryKey })),
    ...definition.invalidates(variables).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}

/**
 * Runs a {@link LegoMutation} with TanStack Query and, on success, resets and invalidates what it
 * declared it changes ({@link settleMutation}). A mutation already running is not started again
 * by a second `mutate` call from a double click: check `isPending` (the portal's buttons are
 * disabled while it is true).
 */
export function useLegoMutation<TVariables, TData>(
  definition: LegoMutation<TVariables, TData>,
): UseMutationResult<TData, Error, TVariables> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: definition.mutationKey,
    mutationFn: definition.mutationFn,
    onSuccess: (_data, variables) => settleMutation(queryClient, definition, variables),
  });
}
