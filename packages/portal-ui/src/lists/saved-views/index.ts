export { SavedViewsMenu, type SavedViewsDay, type SavedViewsMenuProps } from './saved-views';
export { useSavedViews, type SavedViews, type SavedViewsConfig, type SaveViewInput } from './use-saved-views';
export type { SavedView, SavedViewList } from './saved-view-list';
export { RANGE_PARAM, withRelativeRange, type RangeFormat } from './relative-range-param';
export { useOpeningView } from './use-opening-view';
