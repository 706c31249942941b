import type { ReactNode } from 'react';
import type { SortState } from './sort';

/** One column of a {@link DataTable}. */
export interface DataTableColumn<Row> {
  /** Stable id; also the sort column sent to the server (e.g. `createdDatetime`). */
  id: string;
  header: ReactNode;
  /**
   * The column's name as plain text, for where a node cannot go: the label before each value on
   * a card and the choices of the sort control. Defaults to `header` when that is a string.
   */
  label?: string;
  /**
   * Cell content; may be a link (the host's `Link` from PortalProvider navigation). Nothing
   * (`null`, `undefined`, `''`) shows a dash that assistive technology reads as 'None', e.g. the
   * Last Login of a user who never signed in.
   */
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /**
   * `true`: kept in the model but not rendered. `'visually'`: in the table for assistive
   * technology and tests (its header and cells are read, e.g. a record's id), but taking no room
   * on screen, in the wide table and on cards; it is never a card's title nor offered by 'Sort by'.
   */
  hidden?: boolean | 'visually';
  align?: 'start' | 'end';
  /**
   * `'status'`: on a card (a narrow table) the cell sits in the top row beside the title, without
   * its label, so the record's status is seen without scrolling. Use it for a status badge.
   */
  emphasis?: 'status';
  /**
   * How much the column matters when room is short: `1` (the default) is shown unless the person
   * hides it; `2` and `3` give way, `3` first and the later column first, while the table would
   * not fit its box and the person has not chosen columns. The identifying column (the first
   * seen) and a `'status'` column are always shown, whatever their priority.
   */
  priority?: 1 | 2 | 3;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> {
  /** Accessible name of the table, shown as its caption unless `hideCaption`. */
  caption: string;
  /**
   * Names the table's remembered column choice (the 'Columns' chooser), e.g. `transactions`:
   * kept per signed-in user in the host's storage (`PortalProvider`'s `storage`). Defaults to
   * the ids of its columns, so the same table on another page shares the choice.
   */
  tableId?: string;
  hideCaption?: boolean;
  columns: DataTableColumn<Row>[];
  rows: Row[];
  getRowId: (row: Row) => string;
  /** Current server-side sort; `null` is the server's default order. */
  sort: SortState;
  onSortChange: (sort: SortState) => void;
  /** 1-based page number. */
  page: number;
  pageSize: number;
  /** Rows matching the search on the server, across all pages. */
  totalCount: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** While true the rows are replaced by skeleton rows and the table is `aria-busy`. */
  loading?: boolean;
  /**
   * While true (a new page, sort or search loads) the previous rows stay on screen, dimmed, and
   * cannot be clicked, tapped or focused (`inert`): opening one would open a record of the old
   * answer. The table is `aria-busy` meanwhile.
   */
  refreshing?: boolean;
  /** Shown instead of the rows when there are none: a catalogue text; 'No data found' by default. */
  emptyMessage?: string;
  /**
   * Given while the list is filtered: the empty state then offers 'Clear filters', which calls it.
   * The caller removes its filters as its own Reset does.
   */
  onClearFilters?: () => void;
}

/** The column's name as text: its `label`, else its `header` when that is text. */
export function columnLabel(column: Pick<DataTableColumn<unknown>, 'label' | 'header'>): string {
  if (column.label !== undefined) return column.label;
  return typeof column.header === 'string' || typeof column.header === 'number' ? String(column.header) : '';
}
