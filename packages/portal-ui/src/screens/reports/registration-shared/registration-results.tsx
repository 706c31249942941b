import { formatMessage, REGISTRATION_REPORT_TEXTS } from '@lego-portal/rules';
import { LoadFailure } from '../../../primitives/load-failure';
import { alwaysSorted, DataTable, type DataTableColumn, type SortState } from '../../../primitives/data-table';
import { useTexts } from '../../../texts/texts-context';
import { useFailureText } from '../../../texts/use-failure-text';
import type { RegistrationListState } from './registration-search';
import type { RegistrationList } from './use-registration-list';

/** Props of {@link RegistrationResults}. */
export interface RegistrationResultsProps<Row, S extends RegistrationListState> {
  /** The table's accessible name. */
  caption: string;
  columns: DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  list: RegistrationList<S>;
  /** Whether a filter narrows the report, so an empty answer offers 'Clear filters'. */
  filtered: boolean;
}


/**
 * The answer of a registration report: the server-sorted, paged table (skeleton rows while the
 * first answer comes, 'No data found' when none match), or, when nothing could be loaded, the
 * reason in the portal's language ('Service Unavailable' when the API is down) and Retry.
 */
export function RegistrationResults<Row, S extends RegistrationListState>({ caption, columns, getRowId, list, filtered }: RegistrationResultsProps<Row, S>) {
  const { search, query, update, reset } = list;
  const texts = useTexts('registrationReport', REGISTRATION_REPORT_TEXTS);
  const failureText = useFailureText();
  const data = query.data?.registrations;

  const onSortChange = (next: SortState) => update({ sort: alwaysSorted(next, search.sort), page: 1 } as Partial<S>);

  if (query.isError && !data) {
    return (
      <LoadFailure message={formatMessage(texts.loadFailed, { reason: failureText(query.error) })} retrying={query.isFetching} onRetry={() => query.refetch()} />
    );
  }
  return (
    <DataTable
      caption={caption}
      hideCaption
      columns={columns}
      rows={(data?.values ?? []) as Row[]}
      getRowId={getRowId}
      sort={search.sort}
      onSortChange={onSortChange}
      page={search.page}
      pageSize={search.size}
      totalCount={data?.rowNum ?? 0}
      onPageChange={(page) => update({ page } as Partial<S>)}
      onPageSizeChange={(size) => update({ size, page: 1 } as Partial<S>)}
      loading={query.isPending}
      refreshing={query.isFetching && !query.isPending}
      onClearFilters={filtered ? reset : undefined}
    />
  );
}
