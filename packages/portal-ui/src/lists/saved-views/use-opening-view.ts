import { useCallback, useState } from 'react';
import { toQueryString, type SearchValues } from '../../provider/navigation';
import { usePortalStorage } from '../../provider/portal-storage';
import { parseViewList } from './saved-view-list';

/** The storage key of a list's saved views (per user: the storage scopes every key by user). */
export const savedViewsKey = (id: string) => `saved-views:${id}`;

/** The default view's values of a kept list of views, or `null` when it has none. */
export function defaultViewValues(stored: string | null): SearchValues | null {
  const list = parseViewList(stored);
  return list.views.find((view) => view.name === list.defaultName)?.values ?? null;
}

/**
 * The values a list reads while it opens: `urlValues`, or, when the list opens without a query of
 * its own and has a default view, that view's values, so the list's first request is already the
 * view's (no plain-list request before it). Writing the view into the URL (and its columns into
 * the table's choice) stays with the Views menu ({@link useSavedViews}), which does it once as the
 * list opens; this only reads ahead of it, and stops as soon as the URL holds a query, or the
 * list changes its own state (`settle`: a Reset to a plain URL must show the plain list).
 * `id` is the list's name among the user's lists, as given to `SavedViewsMenu`; `undefined`
 * reads the URL as it is.
 */
export function useOpeningView(id: string | undefined, urlValues: SearchValues): { values: SearchValues; settle: () => void } {
  const [stored] = usePortalStorage(savedViewsKey(id ?? ''));
  const plain = toQueryString(urlValues) === '';
  // Read once, as the list opens: a view made the default later does not replace what is shown.
  const [opening, setOpening] = useState(() => (id !== undefined && plain ? defaultViewValues(stored) : null));
  // The URL holds a query now (the menu wrote the view, or the person went elsewhere): it rules.
  if (opening !== null && !plain) setOpening(null);
  const settle = useCallback(() => setOpening(null), []);
  return { values: opening !== null && plain ? opening : urlValues, settle };
}
