import { FRAME_TEXTS, MENU_LABELS, menuOf } from '@lego-portal/rules';
import { useId, useMemo } from 'react';
import { css } from '../../styled-system/css';
import { usePortal, usePortalSession } from '../provider/portal-provider';
import { useTexts } from '../texts/texts-context';
import type { MenuLink } from './menu-links';
import { currentLinkId, menuLinksOf } from './menu-links';

const list = css({ display: 'flex', flexDirection: 'column', gap: '1' });

// Entries wrap between words only, never inside one, at any width: Thai has no spaces, and with
// word-break normal the browser finds its word boundaries with a dictionary (keep-all is for CJK
// text); overflow-wrap stays normal so no word is cut to fit.
const keepWords = { wordBreak: 'normal', overflowWrap: 'normal', hyphens: 'manual' } as const;

const groupLabel = css({
  display: 'block',
  px: '3',
  pt: '3',
  pb: '1',
  fontSize: 'xs',
  fontWeight: 'bold',
  letterSpacing: '0.05em',
  color: 'fg.muted',
  ...keepWords,
});

const link = css({
  display: 'block',
  px: '3',
  py: '2',
  borderRadius: 'md',
  borderInlineStartWidth: '3px',
  borderInlineStartStyle: 'solid',
  borderInlineStartColor: 'transparent',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.default',
  textDecoration: 'none',
  ...keepWords,
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  '&[aria-current=page]': {
    bg: 'accent.subtle',
    color: 'accent.text',
    fontWeight: 'semibold',
    borderInlineStartColor: 'accent.default',
  },
});

interface EntryProps {
  currentId: string | null;
  onNavigate: (() => void) | undefined;
}

function MenuLinkItem({ item, currentId, onNavigate }: EntryProps & { item: MenuLink }) {
  const { navigation } = usePortal();
  return (
    <li>
      <navigation.Link to={item.to} className={link} aria-current={item.id === currentId ? 'page' : undefined} onClick={onNavigate}>
        {item.label}
      </navigation.Link>
    </li>
  );
}

function MenuGroupItem({ label, items, ...entry }: EntryProps & { label: string; items: MenuLink[] }) {
  const labelId = useId();
  return (
    <li>
      <span id={labelId} className={groupLabel}>
        {label}
      </span>
      <ul aria-labelledby={labelId} className={list}>
        {items.map((item) => (
          <MenuLinkItem key={item.id} item={item} {...entry} />
        ))}
      </ul>
    </li>
  );
}

/** Props of {@link SideMenu}. */
export interface SideMenuProps {
  className?: string;
  /**
   * Called when an entry is activated (click or Enter), before the navigation: the drawer closes
   * on it, since a host's router need not remount the frame on a new page.
   */
  onNavigate?: () => void;
}

/**
 * The side menu of spec section 2, from the rules' `menuOf(permissions)`: ACCOUNT and REPORTS
 * (each only when one of its items is allowed), USER MANUAL and CONTACT US, labelled in the
 * portal's language (the `menu` area). The item of the current page, or of the list a detail
 * page belongs to, carries `aria-current="page"`.
 */
export function SideMenu({ className, onNavigate }: SideMenuProps) {
  const { navigation, paths } = usePortal();
  const { permissions } = usePortalSession();
  const pathname = navigation.usePathname();
  const menuTexts = useTexts('menu', MENU_LABELS);
  const frameTexts = useTexts('frame', FRAME_TEXTS);
  const entries = useMemo(() => menuLinksOf(menuOf(permissions), paths, menuTexts), [permissions, paths, menuTexts]);
  const currentId = currentLinkId(entries, pathname);
  return (
    <nav aria-label={frameTexts.mainMenu} className={className}>
      <ul className={list}>
        {entries.map((entry) =>
          entry.kind === 'group' ? (
            <MenuGroupItem key={entry.id} label={entry.label} items={entry.items} currentId={currentId} onNavigate={onNavigate} />
          ) : (
            <MenuLinkItem key={entry.id} item={entry} currentId={currentId} onNavigate={onNavigate} />
          ),
        )}
      </ul>
    </nav>
  );
}
