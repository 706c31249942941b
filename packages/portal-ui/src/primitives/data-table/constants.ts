// TODO(rules): import PAGE_SIZES, DEFAULT_PAGE_SIZE and the 'No data found' message from
// @lego-portal/rules once its catalogue exports them; the values below are the spec's, verbatim.

/** Page sizes offered under every list (spec section 9). */
export const PAGE_SIZES = [25, 50, 75, 100] as const;

/** Page size of a list on first load. */
export const DEFAULT_PAGE_SIZE = 25;

/** Shown in place of the rows when a search returns nothing (spec section 8). */
export const NO_DATA_FOUND = 'No data found';
