import { legoQueries, type LegoClient } from '@lego-portal/api-client';
import type { TransactionMode } from '@lego-portal/rules';
import { validateTransactionSearch } from '@lego-portal/rules';
import { useCallback, useMemo } from 'react';
import { LIST_PLACES, usePagedSearch } from '../../../lists';
import { usePortal } from '../../../provider/portal-provider';
import { useOwnMerchant, withOwnMerchant } from '../own-merchant';
import type { TransactionReportSearch } from '../transaction-search/transaction-report-search';
import {
  defaultTransactionReportSearch,
  parseTransactionReportSearch,
  toTransactionCriteria,
  toTransactionReportValues,
} from '../transaction-search/transaction-report-search';

const dateErrorsOf = (search: Pick<TransactionReportSearch, 'fromDate' | 'toDate'>, timeZone: string) =>
  validateTransactionSearch({ fromDate: search.fromDate, toDate: search.toDate }, { timeZone }).errors;

/**
 * The transaction report's state and data in `mode` ({@link usePagedSearch}); 'Back to
 * Transaction Report' on a detail returns to exactly this page, in this mode. Dates from a link
 * that break the rules (from after to, over 360 days) send nothing: `dateErrors` says why, at the
 * fields. A merchant user's requests name its own merchant, whatever the merchant filters of the
 * URL say (`ownMerchant`, which the filters show fixed); staff's take the filters as they are.
 */
export function useTransactionReport(mode: TransactionMode) {
  const { paths, timeZone } = usePortal();
  const ownMerchant = useOwnMerchant();
  const criteriaOf = useCallback((search: TransactionReportSearch) => withOwnMerchant(toTransactionCriteria(search, mode), ownMerchant), [mode, ownMerchant]);
  const queryOf = useCallback(
    (search: TransactionReportSearch, client: LegoClient) =>
      dateErrorsOf(search, timeZone).length === 0 ? legoQueries.transactionList(client, criteriaOf(search)) : null,
    [criteriaOf, timeZone],
  );
  const remember = useMemo(() => ({ place: LIST_PLACES.transactions, path: paths.transactions(mode) }), [paths, mode]);
  const list = usePagedSearch({
    parse: parseTransactionReportSearch,
    toValues: toTransactionReportValues,
    defaults: defaultTransactionReportSearch,
    queryOf,
    counts: (data) => ({ total: data.transactions.rowNum, shown: data.transactions.values.length }),
    remember,
    relativeRange: 'timestamp',
    views: `transactions:${mode}`,
  });
  const { fromDate, toDate } = list.search;
  const dateErrors = useMemo(() => dateErrorsOf({ fromDate, toDate }, timeZone), [fromDate, toDate, timeZone]);
  return { ...list, dateErrors, ownMerchant, criteriaOf };
}
