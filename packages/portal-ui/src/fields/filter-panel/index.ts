export { FilterPanel, countActiveFilters } from './filter-panel';
export type { FilterPanelProps } from './filter-panel';
