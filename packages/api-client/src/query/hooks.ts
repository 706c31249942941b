import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { LegoMutation } from './lego-mutation';

/**
 * Runs a {@link LegoMutation} with TanStack Query and, on success, invalidates what it declared
 * it changes. A mutation already running is not started again by a second `mutate` call from a
 * double click: check `isPending` (the portal's buttons are disabled while it is true).
 */
export function useLegoMutation<TVariables, TData>(
  definition: LegoMutation<TVariables, TData>,
): UseMutationResult<TData, Error, TVariables> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: definition.mutationKey,
    mutationFn: definition.mutationFn,
    onSuccess: async (_data, variables) => {
      await Promise.all(definition.invalidates(variables).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
