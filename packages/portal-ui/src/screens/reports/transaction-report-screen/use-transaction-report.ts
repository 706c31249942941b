import { legoQueries } from '@lego-portal/api-client';
import type { TransactionMode } from '@lego-portal/rules';
import { validateTransactionSearch } from '@lego-portal/rules';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { toQueryString } from '../../../provider/navigation';
import { usePortal } from '../../../provider/portal-provider';
import { useSessionMemory } from '../../../provider/session-scope';
import { rememberTransactionReport } from '../transaction-report-memory';
import type { TransactionReportSearch } from '../transaction-search/transaction-report-search';
import {
  defaultTransactionReportSearch,
  parseTransactionReportSearch,
  toTransactionCriteria,
  toTransactionReportValues,
} from '../transaction-search/transaction-report-search';

/**
 * The transaction report's state and data in `mode`: filters, sort and page live in the URL (the
 * host's search state), so they survive going back from a detail, a reload and a shared link;
 * the rows come from the list query, whose previous page stays on screen while the next loads.
 * Dates from a link that break the rules (from after to, over 360 days) send nothing: `dateErrors`
 * says why, at the fields.
 */
export function useTransactionReport(mode: TransactionMode) {
  const { client, navigation, paths, timeZone } = usePortal();
  const memory = useSessionMemory();
  const queryClient = useQueryClient();
  const [values, setValues] = navigation.useSearchState();
  const search = useMemo(() => parseTransactionReportSearch(values, timeZone), [values, timeZone]);
  const dateErrors = useMemo(
    () => validateTransactionSearch({ fromDate: search.fromDate, toDate: search.toDate }, { timeZone }).errors,
    [search.fromDate, search.toDate, timeZone],
  );
  const query = useQuery({
    ...legoQueries.transactionList(client, toTransactionCriteria(search, mode)),
    enabled: dateErrors.length === 0,
    placeholderData: keepPreviousData,
  });

  // 'Back to Transaction Report' on a detail returns to exactly this page, in this mode.
  const queryString = toQueryString(toTransactionReportValues(search, timeZone));
  const location = paths.transactions(mode) + queryString;
  useEffect(() => rememberTransactionReport(memory, location), [memory, location]);

  const { refetch, isFetching } = query;
  /**
   * Applies a change (one history entry, so Back undoes it). The same state again (Search
   * without changes) asks the server again, unless it is still answering: a second click on
   * Search while one runs sends nothing.
   */
  const apply = useCallback(
    (next: TransactionReportSearch) => {
      const nextValues = toTransactionReportValues(next, timeZone);
      if (toQueryString(nextValues) !== queryString) {
        // Ask at the click, not after the re-render the new URL causes (tens of milliseconds on a
        // 100-row page): the list query of that render finds this request running and waits for it.
        if (validateTransactionSearch({ fromDate: next.fromDate, toDate: next.toDate }, { timeZone }).errors.length === 0)
          void queryClient.prefetchQuery(legoQueries.transactionList(client, toTransactionCriteria(next, mode)));
        setValues(nextValues);
      } else if (!isFetching) void refetch();
    },
    [queryString, isFetching, refetch, setValues, timeZone, queryClient, client, mode],
  );
  const update = useCallback((patch: Partial<TransactionReportSearch>) => apply({ ...search, ...patch }), [apply, search]);
  const reset = useCallback(() => apply(defaultTransactionReportSearch(timeZone)), [apply, timeZone]);

  // A page past the end (an old link) moves to the last page.
  const total = query.data?.transactions.rowNum ?? 0;
  const shown = query.data?.transactions.values.length ?? 0;
  const stale = query.isPlaceholderData || !query.isSuccess;
  useEffect(() => {
    if (stale || shown > 0 || total === 0 || search.page === 1) return;
    setValues(toTransactionReportValues({ ...search, page: Math.ceil(total / search.size) }, timeZone), { replace: true });
  }, [stale, shown, total, search, setValues, timeZone]);

  return { search, dateErrors, query, update, reset };
}
