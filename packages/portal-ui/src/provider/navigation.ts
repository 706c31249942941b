import type { AnchorHTMLAttributes, ComponentType } from 'react';

/** Props of the host's link component: an anchor whose `to` is a path the host understands. */
export interface PortalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Target path, as built by `paths` (it already carries the host's prefix). */
  to: string;
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
}

/** Values kept in the URL's query string: filters, sort and page of a list. */
export type SearchValues = Readonly<Record<string, string>>;

/**
 * What {@link PortalNavigation.useLeaveGuard} reports: whether a navigation away from the page is
 * held, waiting for the person's answer, and the two answers.
 */
export interface LeaveGuardState {
  /** True while a navigation away from the page is held. */
  blocked: boolean;
  /** Lets the held navigation happen. */
  proceed(): void;
  /** Drops the held navigation: the page stays as it is. */
  stay(): void;
}

/**
 * How screens move around and keep list state, without knowing the host's router.
 * The reference host maps it to React Router; an embedding host maps it to its own router;
 * {@link createBrowserNavigation} uses the History API and {@link createMemoryNavigation} memory.
 */
export interface PortalNavigation {
  /** Goes to `to` (a path built by `paths`). */
  navigate(to: string, options?: { replace?: boolean }): void;
  /** The host's link component (renders an `<a href>` so middle-click and keyboard work). */
  Link: ComponentType<PortalLinkProps>;
  /** The current path (without query string), for marking the current menu item. */
  usePathname(): string;
  /**
   * The query string as plain values, and a setter that replaces them all (empty strings are
   * dropped). Filters, sort and page live here, so they survive going back, a reload and a
   * shared link. `replace` defaults to false (each search is a history entry).
   */
  useSearchState(): [SearchValues, (next: SearchValues, options?: { replace?: boolean }) => void];
  /**
   * Optional: holds in-app navigations away from the page while `when` is true, so a page with
   * unsaved changes can ask first (`LeaveGuard` does). A navigation that leaves the current path
   * (a link, `navigate()`, the browser's Back or Forward) is held and `blocked` becomes true;
   * `proceed()` lets it happen, `stay()` drops it. Changes of the query string alone (a list's
   * filters) are never held. When `when` turns false, a held navigation is dropped.
   *
   * A hook: call it on every render, inside the host's router. One guard at a time (React
   * Router's rule too). An adapter without it keeps working: `LeaveGuard` then only asks before
   * a reload or closing the tab, through the browser's own dialog.
   */
  useLeaveGuard?(when: boolean): LeaveGuardState;
}

/** Drops empty values and serialises in key order, so equal states give equal URLs. */
export function toQueryString(values: SearchValues): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(values).sort()) {
    const value = values[key];
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Parses a query string (with or without `?`) into plain values; the last of repeated keys wins. */
export function fromQueryString(search: string): SearchValues {
  const values: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) values[key] = value;
  return values;
}
