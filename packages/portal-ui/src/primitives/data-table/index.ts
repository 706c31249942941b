export { DataTable } from './data-table';
export type { DataTableColumn, DataTableProps } from './data-table';
export { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './constants';
export { alwaysSorted, nextSort } from './sort';
export type { SortDirection, SortState } from './sort';
