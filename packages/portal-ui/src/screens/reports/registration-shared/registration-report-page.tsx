import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { countActiveFilters, FilterPanel } from '../../../fields/filter-panel';
import { SavedViewsMenu } from '../../../lists';
import type { DataTableColumn } from '../../../primitives/data-table';
import { PageSection } from '../../../primitives/page-section';
import { usePortal } from '../../../provider/portal-provider';
import { RegistrationCsvExport } from './registration-csv-export';
import { RegistrationResults } from './registration-results';
import type { RegistrationListState } from './registration-search';
import type { RegistrationList } from './use-registration-list';

/** A registration report's filters and range as its filter form edits them: its state without sort and paging. */
export type RegistrationApplied<S extends RegistrationListState> = Omit<S, 'sort' | 'page' | 'size'>;

/** What {@link RegistrationReportPage} gives the report's filter form. */
export interface RegistrationFilterWiring<S extends RegistrationListState> {
  /** The applied filters and range (the form starts from them). */
  applied: RegistrationApplied<S>;
  /** A search is being answered. */
  searching: boolean;
  /** Applies the form's filters and range, from the first page. */
  onSearch: (criteria: RegistrationApplied<S>) => void;
  /** Back to the report's defaults, unapplied edits too. */
  onReset: () => void;
  /** The form's filters differ from the applied ones: Export waits for Search. */
  onUnappliedChange: (unapplied: boolean) => void;
}

/** Props of {@link RegistrationReportPage}. */
export interface RegistrationReportPageProps<Row, S extends RegistrationListState> {
  /** The page's one h1. */
  heading: string;
  /** The list's name among the user's saved views. */
  views: string;
  /** The report's state and data, and the request of a search (a merchant user's names its own merchant). */
  list: RegistrationList<S>;
  /** The state of Reset, against which the filter panel counts the active filters. */
  defaults: (timeZone: string) => S;
  /** Whether a filter (other than the range) narrows the report, so an empty answer offers 'Clear filters'. */
  filtered: (search: S) => boolean;
  /** The table's accessible name. */
  caption: string;
  columns: DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  /** The report's own filter form, wired. */
  filters: (wiring: RegistrationFilterWiring<S>) => ReactNode;
}

/**
 * The page both registration reports are (the registration report and online registration
 * monitoring): the heading, saved views, the filter panel with the report's own form, Export CSV
 * of the applied search and the server-sorted, paged results. What differs between the two (their
 * filters, columns, request) is given; the rest is one piece, so a fix reaches both.
 */
export function RegistrationReportPage<Row, S extends RegistrationListState>({
  heading,
  views,
  list,
  defaults,
  filtered,
  caption,
  columns,
  getRowId,
  filters,
}: RegistrationReportPageProps<Row, S>) {
  const { timeZone } = usePortal();
  const { search, query, update, reset, criteriaOf } = list;
  // Reset must clear unapplied edits too, even when the applied search is the default already.
  const [resets, setResets] = useState(0);
  const [unapplied, setUnapplied] = useState(false);
  // The search's total once its answer is in (not the last search's, shown while the next loads).
  const total = query.data && !query.isPlaceholderData ? query.data.registrations.rowNum : undefined;
  const { sort: _sort, page: _page, size: _size, ...applied } = search;
  // The export is the applied search exactly (what the table shows, in its order), every page.
  const criteria = useMemo(() => criteriaOf(search), [criteriaOf, search]);
  const onReset = () => {
    setResets((count) => count + 1);
    reset();
  };
  const wiring: RegistrationFilterWiring<S> = {
    applied,
    searching: query.isFetching,
    onSearch: (next) => update({ ...next, page: 1 } as Partial<S>),
    onReset,
    onUnappliedChange: setUnapplied,
  };

  return (
    <PageSection heading={heading}>
      <SavedViewsMenu list={views} columns={columns} dates={search} />
      <FilterPanel active={countActiveFilters(search, defaults(timeZone))}>
        {/* A new applied search (Back, Reset) starts the form again from it. */}
        <Fragment key={`${JSON.stringify(applied)}#${resets}`}>{filters(wiring)}</Fragment>
      </FilterPanel>
      <RegistrationCsvExport criteria={criteria} total={total} unapplied={unapplied} />
      <RegistrationResults caption={caption} columns={columns} getRowId={getRowId} list={list} filtered={filtered(search)} />
    </PageSection>
  );
}

