import type { QueryKey } from '@tanstack/react-query';

/**
 * A write endpoint: what it sends, and which queries its success makes stale. `useLegoMutation`
 * runs it and, on success, invalidates `invalidates(variables)` and resets `resets(variables)`.
 */
export interface LegoMutation<TVariables, TData> {
  mutationKey: QueryKey;
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Queries whose data the success makes stale: refetched, and shown meanwhile. */
  invalidates: (variables: TVariables) => QueryKey[];
  /**
   * Queries whose data the success makes wrong, not only old: dropped (TanStack's
   * `resetQueries`), so nobody is shown them again. A refetch that fails keeps a query's last
   * data, so a decided pending change, which now answers 404, would otherwise stay on screen.
   */
  resets?: (variables: TVariables) => QueryKey[];
}

/** Types a mutation definition, inferring its variables and data. */
export function defineMutation<TVariables, TData>(definition: LegoMutation<TVariables, TData>): LegoMutation<TVariables, TData> {
  return definition;
}
