import { REGISTRATION_REPORT_TEXTS } from '@lego-portal/rules';
import { PagedResults } from '../../../lists';
import type { DataTableColumn } from '../../../primitives/data-table';
import { useTexts } from '../../../texts/texts-context';
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
  const texts = useTexts('registrationReport', REGISTRATION_REPORT_TEXTS);
  const data = list.query.data?.registrations;
  return (
    <PagedResults
      list={list}
      rows={data?.values as Row[] | undefined}
      totalCount={data?.rowNum ?? 0}
      columns={columns}
      getRowId={getRowId}
      caption={caption}
      loadFailed={texts.loadFailed}
      filtered={filtered}
      keepSorted
    />
  );
}
