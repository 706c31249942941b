// The table's limits and empty text are the rules' (spec sections 8 and 9). portal-ui published
// them under these names before the rules exported them; they stay as the same values.
import { COMMON_MESSAGES } from '@lego-portal/rules';

export { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@lego-portal/rules';

/** Shown in place of the rows when a search returns nothing: the rules' `COMMON_MESSAGES.noDataFound`. */
export const NO_DATA_FOUND = COMMON_MESSAGES.noDataFound;
