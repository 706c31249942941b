/** The shared layer of the paged lists: URL-backed search state, results and remembered places. */
export { PagedResults, type PagedResultsList, type PagedResultsProps } from './paged-results/paged-results';
export { LIST_PLACES, type SessionPlace } from './session-place';
export { usePagedSearch, type ListQuery, type PagedSearch, type PagedSearchConfig, type PagedState } from './use-paged-search';
export { sameFilters, useFilterDraft, type FilterDraft } from './use-filter-draft';
export { RANGE_PARAM, SavedViewsMenu, useOpeningView, useSavedViews, withRelativeRange, type RangeFormat, type SavedView, type SavedViewsMenuProps } from './saved-views';
