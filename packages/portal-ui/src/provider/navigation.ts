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
