import { useTransactionSummary } from '@lego-portal/api-client';
import { validateTransactionSearch } from '@lego-portal/rules';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useOpeningView, withRelativeRange } from '../../../lists';
import { toQueryString } from '../../../provider/navigation';
import { usePortal, usePortalSession } from '../../../provider/portal-provider';
import type { SummaryFilters, SummarySearch } from './summary-search';
import { defaultSummaryMode, defaultSummarySearch, parseSummarySearch, toSummaryCriteria, toSummaryValues } from './summary-search';
import { buildSummarySeries } from './summary-series';

/**
 * The summary's state and data: filters and measure live in the URL (the host's search state), so
 * Back undoes a search, a link can be shared and a bad value falls back to its default. Dates
 * that break the transaction search rules (from a link) send nothing: `dateErrors` says why, at
 * the fields. The answer is turned into a dense day-by-day series for the period it was asked for.
 */
export function useSummaryByStatus() {
  const { navigation, timeZone } = usePortal();
  const { permissions } = usePortalSession();
  const defaultMode = defaultSummaryMode(permissions);
  const [shownValues, setValues] = navigation.useSearchState();
  // Opened plain, the default saved view is read from the start: the first request is the view's.
  const { values: urlValues, settle } = useOpeningView('summary-by-status', shownValues);
  // A saved view's or a link's relative range ('range=last7Days') counts from today.
  const values = useMemo(() => withRelativeRange(urlValues, 'timestamp', timeZone), [urlValues, timeZone]);
  const search = useMemo(() => parseSummarySearch(values, defaultMode, timeZone), [values, defaultMode, timeZone]);
  const dateErrors = useMemo(
    () => validateTransactionSearch({ fromDate: search.fromDate, toDate: search.toDate }, { timeZone }).errors,
    [search.fromDate, search.toDate, timeZone],
  );
  const query = useTransactionSummary(toSummaryCriteria(search), { enabled: dateErrors.length === 0, placeholderData: keepPreviousData });
  // An answer is drawn over the days it was asked for, and its figures lead to the transaction
  // report with the filters it was asked with: while the next search loads, the previous answer
  // stays on screen (as the transaction report's rows do) with its own days and links.
  const answer = query.isPlaceholderData ? undefined : query.data;
  const fresh = useMemo(
    () => (answer ? { filters: search as SummaryFilters, series: buildSummarySeries(answer.summary.rows, search.fromDate, search.toDate) } : undefined),
    [answer, search],
  );
  const [shown, setShown] = useState(fresh);
  if (fresh && fresh !== shown) setShown(fresh);

  const queryString = toQueryString(toSummaryValues(search, defaultMode, timeZone));
  const { refetch, isFetching } = query;
  /**
   * Applies a change (one history entry, so Back undoes it). The same state again (Search
   * without changes) asks the server again, unless it is still answering.
   */
  const apply = useCallback(
    (next: SummarySearch) => {
      settle();
      const nextValues = toSummaryValues(next, defaultMode, timeZone);
      if (toQueryString(nextValues) !== queryString) setValues(nextValues);
      else if (!isFetching) void refetch();
    },
    [settle, queryString, isFetching, refetch, setValues, defaultMode, timeZone],
  );
  const update = useCallback((patch: Partial<SummarySearch>) => apply({ ...search, ...patch }), [apply, search]);
  const reset = useCallback(() => apply(defaultSummarySearch(defaultMode, timeZone)), [apply, defaultMode, timeZone]);

  return {
    search,
    defaultMode,
    dateErrors,
    query,
    /** The last answer as a series, with the filters it answers; none until the first answer. */
    shown: query.data ? shown : undefined,
    update,
    reset,
  };
}
