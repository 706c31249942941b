import { FRAME_TEXTS, MENU_LABELS, menuOf } from '@lego-portal/rules';
import { useId, useMemo } from 'react';
import { css } from '../../styled-system/css';
import { usePortal, usePortalSession } from '../provider/portal-provider';
import { useTexts } from '../texts/texts-context';
import type { MenuLink } from './menu-links';
import { currentLinkId, menuLinksOf } from './menu-links';

const list = css({ display: 'flex', flexDirection: 'column', gap: '1' });

const groupLabel = css({
  display: 'block',
  px: '3',
  pt: '3',
  pb: '1',
  fontSize: 'xs',
  fontWeight: 'bold',
  letterSpacing: '0.05em',
  color: 'fg.muted',
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
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  '&[aria-current=page]': {
    bg: 'accent.subtle',
    color: 'accent.text',
    fontWeight: 'semibold',
    borderInlineStartColor: 'accent.default',
  },
});

function MenuLinkItem({ item, current }: { item: MenuLink; current: boolean }) {
  const { navigation } = usePortal();
  return (
    <li>
      <navigation.Link to={item.to} className={link} aria-current={current ? 'page' : undefined}>
        {item.label}
      </navigation.Link>
    </li>
  );
}

function MenuGroupItem({ label, items, currentId }: { label: string; items: MenuLink[]; currentId: string | null }) {
  const labelId = useId();
  return (
    <li>
      <span id={labelId} className={groupLabel}>
        {label}
      </span>
      <ul aria-labelledby={labelId} className={list}>
        {items.map((item) => (
          <MenuLinkItem key={item.id} item={item} current={item.id === currentId} />
        ))}
      </ul>
    </li>
  );
}

/** Props of {@link SideMenu}. */
export interface SideMenuProps {
  className?: string;
}

/**
 * The side menu of spec section 2, from the rules' `menuOf(permissions)`: ACCOUNT and REPORTS
 * (each only when one of its items is allowed), USER MANUAL and CONTACT US, labelled in the
 * portal's language (the `menu` area). The item of the current page, or of the list a detail
 * page belongs to, carries `aria-current="page"`.
 */
export function SideMenu({ className }: SideMenuProps) {
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
            <MenuGroupItem key={entry.id} label={entry.label} items={entry.items} currentId={currentId} />
          ) : (
            <MenuLinkItem key={entry.id} item={entry} current={entry.id === currentId} />
          ),
        )}
      </ul>
    </nav>
  );
}
