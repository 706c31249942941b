import type { QueryKey } from '@tanstack/react-query';

/**
 * A write endpoint: what it sends, and which queries its success makes stale. `useLegoMutation`
 * runs it and invalidates `invalidates(variables)` on success.
 */
export interface LegoMutation<TVariables, TData> {
  mutationKey: QueryKey;
  mutationFn: (variables: TVariables) => Promise<TData>;
  invalidates: (variables: TVariables) => QueryKey[];
}

/** Types a mutation definition, inferring its variables and data. */
export function defineMutation<TVariables, TData>(definition: LegoMutation<TVariables, TData>): LegoMutation<TVariables, TData> {
  return definition;
}
