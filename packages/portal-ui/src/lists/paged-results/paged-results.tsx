import { formatMessage } from '@lego-portal/rules';
import type { UseQueryResult } from '@tanstack/react-query';
import { alwaysSorted, DataTable, type DataTableColumn, type SortState } from '../../primitives/data-table';
import { LoadFailure } from '../../primitives/load-failure';
import { useFailureText } from '../../texts/use-failure-text';
import type { PagedState } from '../use-paged-search';

/** The part of a paged search the results read and change. */
export interface PagedResultsList<S extends PagedState & { sort: SortState }> {
  search: S;
  query: Pick<UseQueryResult, 'error' | 'isError' | 'isFetching' | 'isPending' | 'refetch'>;
  update: (patch: Partial<S>) => void;
  reset: () => void;
}

/** Props of {@link PagedResults}. */
export interface PagedResultsProps<Row, S extends PagedState & { sort: SortState }> {
  /** The list's state and query ({@link usePagedSearch}). */
  list: PagedResultsList<S>;
  /** The rows of the answer shown; `undefined` while there is none (loading or failed). */
  rows: Row[] | undefined;
  /** Rows matching the search on the server, across all pages. */
  totalCount: number;
  columns: DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  /** The table's accessible name (a catalogue text). */
  caption: string;
  /** What failed, with `{reason}` for the server's reason (a catalogue template). */
  loadFailed: string;
  /** The search has filters: the empty state then offers 'Clear filters' (the list's Reset). */
  filtered: boolean;
  /**
   * The list's own default order is a real sort (newest first): the header's third click flips
   * the column instead of returning to the server's order.
   */
  keepSorted?: boolean;
  /** The search breaks the rules and was not sent: no rows, nothing loading. */
  blocked?: boolean;
}

// One empty page, so the table sees the same rows while a page loads and does not measure again.
const NO_ROWS: never[] = [];

/**
 * A paged list's results: the server-sorted, paged table of the rows, or, when the list could not
 * be loaded, the reason and Retry in its place (the filters above keep what was typed). A new
 * sort or page size starts again from page 1; the previous answer stays on screen, inert, while
 * the next loads.
 */
export function PagedResults<Row, S extends PagedState & { sort: SortState }>(props: PagedResultsProps<Row, S>) {
  const { list, rows, totalCount, columns, getRowId, caption, loadFailed, filtered, keepSorted = false, blocked = false } = props;
  const { search, query, update, reset } = list;
  const failureText = useFailureText();

  if (query.isError && rows === undefined) {
    return <LoadFailure message={formatMessage(loadFailed, { reason: failureText(query.error) })} retrying={query.isFetching} onRetry={() => query.refetch()} />;
  }
  const onSortChange = (next: SortState) => {
    const sort = keepSorted && search.sort ? alwaysSorted(next, search.sort) : next;
    update({ sort, page: 1 } as Partial<S>);
  };
  return (
    <DataTable
      caption={caption}
      hideCaption
      columns={columns}
      rows={blocked || rows === undefined ? NO_ROWS : rows}
      getRowId={getRowId}
      sort={search.sort}
      onSortChange={onSortChange}
      page={search.page}
      pageSize={search.size}
      totalCount={blocked ? 0 : totalCount}
      onPageChange={(page) => update({ page } as Partial<S>)}
      onPageSizeChange={(size) => update({ size, page: 1 } as Partial<S>)}
      loading={!blocked && query.isPending}
      // The previous answer stays on screen while the next loads (keepPreviousData); its rows are
      // inert meanwhile, so a hurried click cannot open a record of the old page.
      refreshing={query.isFetching && !query.isPending}
      onClearFilters={filtered ? reset : undefined}
    />
  );
}
