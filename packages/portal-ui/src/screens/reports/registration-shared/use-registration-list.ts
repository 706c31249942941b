import { legoQueries } from '@lego-portal/api-client';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { toQueryString, type SearchValues } from '../../../provider/navigation';
import { usePortal } from '../../../provider/portal-provider';
import type { RegistrationCriteria, RegistrationListState } from './registration-search';

/** How one report reads, writes and asks for its search state (filters, range, sort and page). */
export interface RegistrationListConfig<S extends RegistrationListState> {
  parse: (values: SearchValues, timeZone: string) => S;
  toValues: (search: S, timeZone: string) => SearchValues;
  toCriteria: (search: S) => RegistrationCriteria;
  /** The state of Reset: no filter, the default range, sort and page size. */
  defaults: (timeZone: string) => S;
}

/**
 * A registration report's state and data, shared by the registration report (customerRegFlag
 * ALL) and the monitoring report (ONLINE): filters, range, sort and page live in the URL (the
 * host's search state), so they survive a reload and a shared link; the previous page stays on
 * screen while the next one loads.
 */
export function useRegistrationList<S extends RegistrationListState>({ parse, toValues, toCriteria, defaults }: RegistrationListConfig<S>) {
  const { client, navigation, timeZone } = usePortal();
  const [values, setValues] = navigation.useSearchState();
  const queryClient = useQueryClient();
  const search = useMemo(() => parse(values, timeZone), [parse, values, timeZone]);
  const query = useQuery({ ...legoQueries.registrationList(client, toCriteria(search)), placeholderData: keepPreviousData });
  const queryString = toQueryString(toValues(search, timeZone));

  const { refetch } = query;
  /**
   * Applies a change (one history entry, so Back undoes it). The same state again (Search without
   * changes) asks the server again, unless that answer is still coming: a second Search while one
   * runs sends nothing.
   */
  const apply = useCallback(
    (next: S) => {
      const nextValues = toValues(next, timeZone);
      if (toQueryString(nextValues) !== queryString) {
        // Ask at the click, not after the re-render the new URL causes: the list query of that
        // render finds this request running and waits for it.
        void queryClient.prefetchQuery(legoQueries.registrationList(client, toCriteria(next)));
        setValues(nextValues);
      }
      // Not cancelling keeps the running request and sends no other; the render that would show
      // it running may not have happened yet (two clicks in one frame).
      else void refetch({ cancelRefetch: false });
    },
    [toValues, toCriteria, timeZone, queryString, refetch, setValues, queryClient, client],
  );
  const update = useCallback((patch: Partial<S>) => apply({ ...search, ...patch }), [apply, search]);
  const reset = useCallback(() => apply(defaults(timeZone)), [apply, defaults, timeZone]);

  // A page past the end (an old link, or a narrower search) moves to the last page.
  const total = query.data?.registrations.rowNum ?? 0;
  const shown = query.data?.registrations.values.length ?? 0;
  const stale = query.isPlaceholderData || !query.isSuccess;
  useEffect(() => {
    if (stale || shown > 0 || total === 0 || search.page === 1) return;
    setValues(toValues({ ...search, page: Math.ceil(total / search.size) }, timeZone), { replace: true });
  }, [stale, shown, total, search, setValues, toValues, timeZone]);

  return { search, query, update, reset };
}

/** What {@link useRegistrationList} gives a screen. */
export type RegistrationList<S extends RegistrationListState> = ReturnType<typeof useRegistrationList<S>>;
