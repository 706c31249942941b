import type { LegoClient } from '@lego-portal/api-client';
import { useLegoClient } from '@lego-portal/api-client';
import type { QueryKey } from '@tanstack/react-query';
import { keepPreviousData, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { toQueryString, type SearchValues } from '../provider/navigation';
import { usePortal } from '../provider/portal-provider';
import { useSessionMemory } from '../provider/session-scope';
import type { SessionPlace } from './session-place';
import { keepRelativeRange, withRelativeRange, type RangeFormat } from './saved-views/relative-range-param';
import { useOpeningView } from './saved-views/use-opening-view';

/** What every paged list's search state has: the page shown and the rows a page holds. */
export interface PagedState {
  page: number;
  size: number;
}

/** A list query: its key and fetcher, as api-client's `legoQueries` define them. */
export interface ListQuery<TData> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<TData>;
}

/** How one list reads, writes and asks for its search state (filters, sort and page). */
export interface PagedSearchConfig<S extends PagedState, TData> {
  /** The state the URL's search values hold (unknown or bad values read as defaults). */
  parse: (values: SearchValues, timeZone: string) => S;
  /** The search values of a state, as the URL shows them. */
  toValues: (search: S, timeZone: string) => SearchValues;
  /** The state of Reset: no filter, the default sort and page size. */
  defaults: (timeZone: string) => S;
  /**
   * The list query of a state (api-client's `legoQueries` definition, with the portal's client),
   * or `null` when that state asks nothing (dates that break the rules, no merchant yet). Keep it
   * stable (`useCallback`): a new function asks again.
   */
  queryOf: (search: S, client: LegoClient) => ListQuery<TData> | null;
  /** The whole count and the rows an answer holds: a page past the end moves to the last page. */
  counts: (data: TData) => { total: number; shown: number };
  /**
   * Where a detail's 'Back to ... List' returns: the list remembers its query string (or, with
   * `path`, its whole location) in the session's memory while it is shown.
   */
  remember?: { place: SessionPlace; path?: string };
  /**
   * The list keeps a date range in `from` and `to`, written in this format: a `range` query
   * parameter ('last7Days', a saved view's relative range) is then read as those dates counted
   * from today, and stays in the URL while a change keeps them (a page, a sort, a text filter).
   */
  relativeRange?: RangeFormat;
  /**
   * The list's name among the user's saved views, as given to its `SavedViewsMenu` (e.g.
   * `transactions:online`): a list opened without a query of its own reads its default view from
   * its first render, so its first request is the view's, not the plain list's.
   */
  views?: string;
}

/**
 * A paged list's state and data: filters, sort and page live in the URL (the host's search
 * state), so they survive going back from a detail, a reload and a shared link; the previous page
 * stays on screen while the next one loads. `update` applies a change as one history entry (Back
 * undoes it); the same state again (Search without changes) asks the server again, unless that
 * answer is still coming: a second Search while one runs sends nothing.
 */
export function usePagedSearch<S extends PagedState, TData>(config: PagedSearchConfig<S, TData>) {
  const { parse, toValues, defaults, queryOf, counts, remember, relativeRange, views } = config;
  const { navigation, timeZone } = usePortal();
  const memory = useSessionMemory();
  const queryClient = useQueryClient();
  const client = useLegoClient();
  const [shownValues, setValues] = navigation.useSearchState();
  const { values: urlValues, settle } = useOpeningView(views, shownValues);
  const values = useMemo(
    () => (relativeRange ? withRelativeRange(urlValues, relativeRange, timeZone) : urlValues),
    [urlValues, relativeRange, timeZone],
  );
  const search = useMemo(() => parse(values, timeZone), [parse, values, timeZone]);
  const definition = useMemo(() => queryOf(search, client), [queryOf, search, client]);
  const query = useQuery({
    queryKey: definition?.queryKey ?? ['lego', 'not-asked'],
    queryFn: definition?.queryFn ?? skipToken,
    placeholderData: keepPreviousData,
  });

  const queryString = toQueryString(toValues(search, timeZone));

  const { refetch } = query;
  // The values of a state as the URL is to hold them: still naming the URL's relative range
  // while the state keeps its dates.
  const valuesOf = useCallback(
    (next: S) => {
      const written = toValues(next, timeZone);
      if (!relativeRange) return written;
      const same = (withRange: SearchValues) =>
        toQueryString(toValues(parse(withRelativeRange(withRange, relativeRange, timeZone), timeZone), timeZone)) === toQueryString(written);
      return keepRelativeRange(urlValues, written, same);
    },
    [toValues, parse, timeZone, relativeRange, urlValues],
  );

  // The place as the URL names it: a relative range ('last7Days') stays relative, so Back from a
  // detail (tomorrow too) counts the days from the day it returns, as the link it came from did.
  const remembered = useMemo(() => (remember ? (remember.path ?? '') + toQueryString(valuesOf(search)) : null), [remember, valuesOf, search]);
  useEffect(() => {
    if (remember && remembered !== null) remember.place.remember(memory, remembered);
  }, [remember, memory, remembered]);
  const apply = useCallback(
    (next: S) => {
      settle();
      if (toQueryString(toValues(next, timeZone)) !== queryString) {
        // Ask at the click, not after the re-render the new URL causes (tens of milliseconds on a
        // 100-row page): the list query of that render finds this request running and waits for it.
        const nextQuery = queryOf(next, client);
        if (nextQuery) void queryClient.prefetchQuery(nextQuery);
        setValues(valuesOf(next));
      }
      // Not cancelling keeps the running request and sends no other; the render that would show
      // it running may not have happened yet (two clicks in one frame).
      else if (definition) void refetch({ cancelRefetch: false });
    },
    [settle, toValues, timeZone, queryString, queryOf, client, queryClient, setValues, valuesOf, definition, refetch],
  );
  const update = useCallback((patch: Partial<S>) => apply({ ...search, ...patch }), [apply, search]);
  const reset = useCallback(() => apply(defaults(timeZone)), [apply, defaults, timeZone]);

  // A page past the end (an old link, or rows removed meanwhile) moves to the last page.
  const { total, shown } = query.data ? counts(query.data) : { total: 0, shown: 0 };
  const stale = query.isPlaceholderData || !query.isSuccess;
  useEffect(() => {
    if (stale || shown > 0 || total === 0 || search.page === 1) return;
    setValues(valuesOf({ ...search, page: Math.ceil(total / search.size) }), { replace: true });
  }, [stale, shown, total, search, setValues, valuesOf]);

  return { search, query, update, reset };
}

/** What {@link usePagedSearch} gives a screen. */
export type PagedSearch<S extends PagedState, TData> = ReturnType<typeof usePagedSearch<S, TData>>;
