/** Texts of the portal's data tables: page size, range shown, paging and loading. Ours; the empty text is `common.noDataFound`. */
export const TABLE_TEXTS = {
  rowsPerPage: 'Rows per page',
  /** The rows shown of all matching ones; the dash is an en dash. */
  showing: 'Showing {first}–{last} of {total}',
  loading: 'Loading…',
  /** Accessible name of a table's page navigation, e.g. 'Users pages'. */
  pages: '{caption} pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: 'Page {page}',
  /** Label of the sort control a narrow table (cards, e.g. on a phone) shows instead of its sortable headers. */
  sortBy: 'Sort by',
  /** A choice of that control: a column (its header) sorted ascending. */
  sortAscending: '{column}, ascending',
  /** A choice of that control: a column (its header) sorted descending. */
  sortDescending: '{column}, descending',
  /** A choice of that control while the list has no sort of its own: the server's order. */
  sortDefault: 'Default order',
  /** Beside 'No data found' when the list is filtered: removes every filter. */
  clearFilters: 'Clear filters',
  // Issue 30, tables that fit the work: the column chooser and the overflow cue.
  /** The column chooser's button and the name of its menu of columns. */
  columns: 'Columns',
  /** The same button while some columns are hidden, so a person knows there is more to show. */
  columnsHidden: 'Columns ({hidden} hidden)',
  /** Beside a column the chooser cannot hide (the record's key, its status). */
  columnAlwaysShown: 'Always shown',
  /** The chooser's last entry: back to the columns the table shows by itself for its width. */
  defaultColumns: 'Default columns',
  /** Above a table wider than its box, while part of it is out of sight. */
  scrollForMore: 'Scroll sideways for more columns',
} as const;
