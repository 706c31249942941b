// The table's limits are the rules' (spec section 9). portal-ui published them under these
// names before the rules exported them; they stay as the same values.
export { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@lego-portal/rules';
