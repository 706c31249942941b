import type { RelativeRange } from '@lego-portal/rules';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { toQueryString, type SearchValues } from '../../provider/navigation';
import { usePortal } from '../../provider/portal-provider';
import { usePortalStorage } from '../../provider/portal-storage';
import { savedViewsKey } from './use-opening-view';
import { parseViewList, serializeViewList, showsView, viewValuesOf, withDayChoice, withRangeChoice, type SavedView, type SavedViewList } from './saved-view-list';

/** What {@link useSavedViews} needs of a list. */
export interface SavedViewsConfig {
  /** The list's name among the user's lists, e.g. `transactions:online`: views are kept per user and per list. */
  id: string;
  /** The storage key of the table's column choice (`columnChoiceKey(columns)`): the columns are part of a view. */
  columnsKey?: string;
  /** The list's date range now, as it writes `from` and `to`: a view may keep it fixed or relative. */
  dates?: { from: string; to: string };
  /**
   * A report of one day instead of a range: the query parameter that holds its day and the day
   * as written there now (`''`: none). A view keeps that day fixed or relative (`range`).
   */
  day?: { param: string; value: string };
}

/** How a view is saved. */
export interface SaveViewInput {
  name: string;
  /** The dates kept relative (counted from the day the view is applied), or `null`: fixed as they are now. */
  range: RelativeRange | null;
  makeDefault: boolean;
}

/**
 * A list's saved views for the signed-in user (kept through the host's storage adapter, per user
 * and per list): save what the list shows now (its URL's filters, sort and page size, and the
 * table's columns), apply, rename, delete, and make one the default. The default is applied,
 * replacing the history entry, when the list opens without a query of its own (the list's hook
 * reads it ahead with `useOpeningView`, so its first request is already the view's).
 */
export function useSavedViews({ id, columnsKey, dates, day }: SavedViewsConfig) {
  const { navigation } = usePortal();
  const [values, setValues] = navigation.useSearchState();
  const [stored, setStored] = usePortalStorage(savedViewsKey(id));
  const [columns, setColumns] = usePortalStorage(columnsKey ?? `saved-views:${id}:no-columns`);
  const list = useMemo(() => parseViewList(stored), [stored]);
  const write = useCallback((next: SavedViewList) => setStored(serializeViewList(next)), [setStored]);
  const current = list.views.find((view) => showsView(values, view)) ?? null;

  const apply = useCallback(
    (view: SavedView, options?: { replace?: boolean }) => {
      if (columnsKey) setColumns(view.columns);
      setValues(view.values, options);
    },
    [columnsKey, setColumns, setValues],
  );

  const save = useCallback(
    ({ name, range, makeDefault }: SaveViewInput) => {
      const kept = day ? withDayChoice(values, day.param, range, day.value) : withRangeChoice(values, range, range ? null : (dates ?? null));
      const view: SavedView = { name, values: kept, columns: columnsKey ? columns : null };
      write({ views: [...list.views, view], defaultName: makeDefault ? name : list.defaultName });
      // The URL now names the view's range, so the menu shows it as the current view and its link is the view's.
      if (toQueryString(view.values) !== toQueryString(viewValuesOf(values))) setValues(view.values, { replace: true });
      return view;
    },
    [values, dates, day, columnsKey, columns, list, write, setValues],
  );

  const rename = useCallback(
    (from: string, to: string) =>
      write({
        views: list.views.map((view) => (view.name === from ? { ...view, name: to } : view)),
        defaultName: list.defaultName === from ? to : list.defaultName,
      }),
    [list, write],
  );
  const remove = useCallback(
    (name: string) => write({ views: list.views.filter((view) => view.name !== name), defaultName: list.defaultName === name ? null : list.defaultName }),
    [list, write],
  );
  const setDefault = useCallback((name: string | null) => write({ ...list, defaultName: name }), [list, write]);

  // The default, once, when the list opens with a plain URL (a link or Back with a query wins).
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const fallback = list.views.find((view) => view.name === list.defaultName);
    if (fallback && toQueryString(values) === '') apply(fallback, { replace: true });
    // Only the state the list opened with counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /**
   * The link of what the list shows now: the page's address with the list's query (never its
   * page). Read from the document, not `navigation`: the host's base path and origin are the
   * host's, and only the address bar holds them; nothing navigates here.
   */
  const link = useCallback((shown: SearchValues = values) => {
    const url = new URL(document.URL);
    url.search = toQueryString(viewValuesOf(shown));
    url.hash = '';
    return url.href;
  }, [values]);

  return { views: list.views, defaultName: list.defaultName, current, apply, save, rename, remove, setDefault, link };
}

/** What {@link useSavedViews} gives the Views menu. */
export type SavedViews = ReturnType<typeof useSavedViews>;
