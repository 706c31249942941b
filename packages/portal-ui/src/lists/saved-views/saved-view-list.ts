/*
 * What a list's saved views are and how they are kept: pure, so the rules of a view read in one
 * place (the hook, use-saved-views.ts, remembers and applies them).
 */
import { isRelativeRange, type RelativeRange } from '@lego-portal/rules';
import { toQueryString, type SearchValues } from '../../provider/navigation';
import { RANGE_PARAM } from './relative-range-param';

/** One saved view of a list. */
export interface SavedView {
  /** Trimmed, unique in its list (ignoring case). */
  name: string;
  /**
   * The list's query values as a link holds them (filters, sort, page size; never the page),
   * with `range` instead of `from`/`to` when the range is relative.
   */
  values: SearchValues;
  /** The table's column choice as the column chooser keeps it; `null`: the table's own columns. */
  columns: string | null;
}

/** Every view of one list, for one user. */
export interface SavedViewList {
  views: SavedView[];
  /** The view applied when the list opens without a query of its own. */
  defaultName: string | null;
}

/** A list without views. */
export const NO_VIEWS: SavedViewList = { views: [], defaultName: null };

const isValues = (value: unknown): value is SearchValues =>
  typeof value === 'object' && value !== null && Object.values(value).every((entry) => typeof entry === 'string');

/** The kept views, or none when nothing (or something unreadable) is kept. */
export function parseViewList(stored: string | null): SavedViewList {
  if (stored === null) return NO_VIEWS;
  try {
    const parsed = JSON.parse(stored) as { views?: unknown; defaultName?: unknown };
    const views = (Array.isArray(parsed.views) ? parsed.views : []).filter(
      (view): view is SavedView =>
        typeof view?.name === 'string' && isValues(view.values) && (view.columns === null || typeof view.columns === 'string'),
    );
    const defaultName = views.some((view) => view.name === parsed.defaultName) ? (parsed.defaultName as string) : null;
    return { views, defaultName };
  } catch {
    // Written by something else: as if nothing were saved.
    return NO_VIEWS;
  }
}

/** The views as kept. */
export function serializeViewList(list: SavedViewList): string {
  return JSON.stringify(list);
}

/** The query values a view keeps of a list's URL: everything but the page (a view starts on page 1). */
export function viewValuesOf(values: SearchValues): SearchValues {
  const { page: _page, ...kept } = values;
  return Object.fromEntries(Object.entries(kept).filter(([, value]) => value !== ''));
}

/**
 * The values of a view whose dates are `range` (relative) or the dates `fixed` (`from`, `to`
 * as the list writes them): one or the other, never both, so the view means one thing.
 */
export function withRangeChoice(values: SearchValues, range: RelativeRange | null, fixed: { from: string; to: string } | null): SearchValues {
  const { [RANGE_PARAM]: _range, from: _from, to: _to, ...rest } = values;
  if (range) return { ...rest, [RANGE_PARAM]: range };
  return fixed ? { ...rest, from: fixed.from, to: fixed.to } : viewValuesOf(values);
}

/**
 * The values of a view of a report of one day, whose day (the query parameter `param`) is
 * `range` (relative, e.g. 'yesterday') or the day `fixed` as the report writes it (`''`: none):
 * one or the other, never both, so the view means one thing.
 */
export function withDayChoice(values: SearchValues, param: string, range: RelativeRange | null, fixed: string): SearchValues {
  const { [RANGE_PARAM]: _range, [param]: _day, ...rest } = viewValuesOf(values);
  if (range) return { ...rest, [RANGE_PARAM]: range };
  return fixed ? { ...rest, [param]: fixed } : rest;
}

/** Whether the URL shows `view` now (its query, whatever the page). */
export function showsView(values: SearchValues, view: SavedView): boolean {
  return toQueryString(viewValuesOf(values)) === toQueryString(view.values);
}

/** The relative range a view keeps, if it keeps one. */
export function viewRange(view: SavedView): RelativeRange | null {
  const range = view.values[RANGE_PARAM];
  return isRelativeRange(range) ? range : null;
}
