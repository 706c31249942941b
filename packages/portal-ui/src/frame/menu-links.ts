import type { AreaTranslation, MenuEntry, MenuItem } from '@lego-portal/rules';
import type { PortalPaths } from '../provider/paths';

/** The labels of the menu's entries in the portal's language, by entry id (the `menu` area). */
export type MenuTexts = AreaTranslation<'menu'>;

/** A side-menu link: where it goes and which paths make it the current page. */
export interface MenuLink {
  id: string;
  label: string;
  to: string;
  /** Paths that mark the item current as they are. */
  exact: string[];
  /** Path beginnings that mark it current (detail pages such as /user/view/{merchantId}/{userId}). */
  prefixes: string[];
}

/** A side-menu group with its links, or a single link. */
export type MenuLinkEntry = { kind: 'group'; id: string; label: string; items: MenuLink[] } | ({ kind: 'item' } & MenuLink);

// Built into a path in place of a parameter, then cut off: what precedes it is the beginning
// every such detail path shares, whatever prefix or override the host gave the builder.
const PARAM = '__lp_param__';

function prefixOf(path: string): string[] {
  const at = path.indexOf(PARAM);
  return at > 0 ? [path.slice(0, at)] : [];
}

function linkOf(item: MenuItem, paths: PortalPaths, texts: MenuTexts): MenuLink {
  const link = (to: string, exact: string[] = [to], prefixes: string[] = []): MenuLink => ({
    id: item.id,
    label: texts[item.id],
    to,
    exact,
    prefixes,
  });
  switch (item.routeId) {
    case 'merchant.view':
      return link(paths.merchant('view'), [paths.merchant('view'), paths.merchant('update')]);
    case 'user.list':
      return link(paths.userList(), [paths.userList(), paths.userCreate()], [
        ...prefixOf(paths.userView(PARAM, PARAM)),
        ...prefixOf(paths.userUpdate(PARAM, PARAM)),
      ]);
    case 'customer.list':
      return link(paths.customerList(), [paths.customerList()], prefixOf(paths.customerView(PARAM)));
    case 'reports.transactions':
      // menuOf picks the mode the user may see, online first.
      return link(
        paths.transactions(item.params?.mode === 'scheduled' ? 'scheduled' : 'online'),
        [paths.transactions('online'), paths.transactions('scheduled')],
        prefixOf(paths.transactionDetail(PARAM)),
      );
    case 'reports.registration':
      return link(paths.registration());
    case 'reports.monitoring':
      return link(paths.monitoring());
    case 'reports.sso250':
      return link(paths.sso250());
    case 'manual':
      return link(paths.manual());
    case 'contact':
      return link(paths.contact());
    default:
      // Not an entry menuOf makes today; its default path is the best guess.
      return link(item.path);
  }
}

/**
 * The rules' menu (`menuOf`) with each item's path taken from the host's `paths`, and each
 * label from `texts` by the entry's id (`menuOf` labels are English).
 */
export function menuLinksOf(menu: readonly MenuEntry[], paths: PortalPaths, texts: MenuTexts): MenuLinkEntry[] {
  return menu.map((entry) =>
    entry.kind === 'group'
      ? { kind: 'group', id: entry.id, label: texts[entry.id], items: entry.items.map((item) => linkOf(item, paths, texts)) }
      : { kind: 'item', ...linkOf(entry, paths, texts) },
  );
}

const trimSlash = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

/** True when `pathname` is `link`'s page or one of its detail pages. */
export function isCurrentLink(link: MenuLink, pathname: string): boolean {
  const current = trimSlash(pathname);
  return link.exact.some((path) => trimSlash(path) === current) || link.prefixes.some((prefix) => current.startsWith(prefix));
}

/** The id of the one item marked current for `pathname`, or null (home, change password...). */
export function currentLinkId(entries: readonly MenuLinkEntry[], pathname: string): string | null {
  const links = entries.flatMap((entry) => (entry.kind === 'group' ? entry.items : [entry]));
  return links.find((link) => isCurrentLink(link, pathname))?.id ?? null;
}
