import type { ReactNode } from 'react';
import { css } from '../../styled-system/css';
import { usePortal, usePortalSession } from '../provider/portal-provider';
import { Logo } from './logo';
import { MenuDrawer } from './menu-drawer';
import { QuickFind } from './quick-find';
import { LastLogin, MerchantName } from './session-summary';
import { UserMenu } from './user-menu';

// Below 48rem of the frame's container the header is one row (the drawer shows what it leaves
// out); from 48rem on it is as it always was.
const bar = css({
  // Quick find's row opens under the header on a narrow frame, positioned against it.
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  px: '4',
  py: '2',
  bg: 'bg.surface',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderBottomColor: 'border.default',
  '@container lp-frame (width < 48rem)': { flexWrap: 'nowrap', gap: '2', px: '2' },
});

const homeLink = css({
  display: 'inline-flex',
  color: 'accent.default',
  borderRadius: 'md',
  flexShrink: 0,
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});

const logo = css({ '@container lp-frame (width < 48rem)': { width: '8', height: '8' } });

const merchant = css({
  flex: '1 1 12rem',
  minWidth: 0,
  fontWeight: 'semibold',
  fontSize: 'md',
  overflowWrap: 'anywhere',
  // The language switch is in the drawer there, leaving the row to the name; one that still does
  // not fit wraps (two lines hold the spec's 50 characters) rather than being cut again. Its row
  // shares the header with quick find's button, hence the smaller size there.
  '@container lp-frame (width < 48rem)': { flex: '1 1 0', fontSize: 'xs', lineHeight: 'tight', overflowWrap: 'break-word' },
});

// Below 48rem the host's actions (the language switch) are in the menu drawer instead.
const actionsBlock = css({
  display: 'contents',
  '@container lp-frame (width < 48rem)': { display: 'none' },
});

const userBlock = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  columnGap: '2',
  minWidth: 0,
  marginInlineStart: 'auto',
  '@container lp-frame (width < 48rem)': { flexWrap: 'nowrap', flexShrink: 0 },
});

const lastLogin = css({
  fontSize: 'xs',
  color: 'fg.muted',
  whiteSpace: 'nowrap',
  '@container lp-frame (width < 48rem)': { display: 'none' },
});

/** Props of {@link Header}. */
export interface HeaderProps {
  /** The host's controls, before the user menu (e.g. a `LocaleSwitch`); in the drawer below 48rem. */
  actions?: ReactNode;
}

/**
 * The frame's banner (spec section 2): logo (a link home), merchant name cut at 50 characters,
 * quick find (issue 32; an icon button opening it under the header below 48rem), the user's last login, the host's `actions` and a menu named by the user's name with Change
 * Password and Sign Out. On a frame narrower than 48rem it is one row: a menu button opening
 * the {@link MenuDrawer} first, the merchant name (wrapping onto a second line rather than cut
 * again), no last login and no `actions` (the drawer shows them) and the user menu as an icon.
 */
export function Header({ actions }: HeaderProps) {
  const { navigation, paths } = usePortal();
  const { user } = usePortalSession();
  return (
    <header className={bar}>
      <MenuDrawer actions={actions} />
      <navigation.Link to={paths.home()} className={homeLink}>
        <Logo className={logo} />
      </navigation.Link>
      {/* Bank staff have no merchant of their own: no name to show. */}
      {user?.merchantProfile ? <MerchantName name={user.merchantProfile.merchantName} className={merchant} /> : null}
      {user ? <QuickFind /> : null}
      <div className={userBlock}>
        {user ? <LastLogin value={user.lastLogin} className={lastLogin} /> : null}
        {actions ? <div className={actionsBlock}>{actions}</div> : null}
        {user ? <UserMenu userName={user.name} /> : null}
      </div>
    </header>
  );
}
