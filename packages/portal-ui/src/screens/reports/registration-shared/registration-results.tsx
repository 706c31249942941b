import { formatMessage, LABELS, REGISTRATION_REPORT_TEXTS } from '@lego-portal/rules';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../primitives/button';
import { DataTable, type DataTableColumn, type SortState } from '../../../primitives/data-table';
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

const error = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '4',
  p: '4',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'danger.border',
  borderRadius: 'md',
  bg: 'danger.bg',
  color: 'danger.fg',
});

/**
 * The answer of a registration report: the server-sorted, paged table (skeleton rows while the
 * first answer comes, 'No data found' when none match), or, when nothing could be loaded, the
 * reason in the portal's language ('Service Unavailable' when the API is down) and Retry.
 */
export function RegistrationResults<Row, S extends RegistrationListState>({ caption, columns, getRowId, list, filtered }: RegistrationResultsProps<Row, S>) {
  const { search, query, update, reset } = list;
  const texts = useTexts('registrationReport', REGISTRATION_REPORT_TEXTS);
  const labels = useTexts('label', LABELS);
  const failureText = useFailureText();
  const data = query.data?.registrations;

  const onSortChange = (next: SortState) => {
    // The table cycles asc, desc, "server default"; the default here is a real sort (newest
    // first), so a third click flips the column back to ascending.
    const sort = next ?? { column: search.sort.column, direction: search.sort.direction === 'asc' ? ('desc' as const) : ('asc' as const) };
    update({ sort, page: 1 } as Partial<S>);
  };

  if (query.isError && !data) {
    return (
      <div role="alert" className={error}>
        <p>{formatMessage(texts.loadFailed, { reason: failureText(query.error) })}</p>
        <Button variant="outline" loading={query.isFetching} loadingText={labels.retrying} onClick={() => query.refetch()}>
          {labels.retry}
        </Button>
      </div>
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
