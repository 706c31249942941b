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
} as const;
