import { FRAME_TEXTS, LABELS, formatDisplayDateTime, timestampToDate, truncateMerchantName } from '@lego-portal/rules';
import type { ReactNode } from 'react';
import { css } from '../../styled-system/css';
import { Menu } from '../primitives/menu';
import { usePortal, usePortalSession } from '../provider/portal-provider';
import { useTexts } from '../texts/texts-context';
import { Logo } from './logo';

const bar = css({
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
});

const homeLink = css({
  display: 'inline-flex',
  color: 'accent.default',
  borderRadius: 'md',
  flexShrink: 0,
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});

const merchant = css({ flex: '1 1 12rem', minWidth: 0, fontWeight: 'semibold', fontSize: 'md', overflowWrap: 'anywhere' });

const userBlock = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', columnGap: '2', minWidth: 0, marginInlineStart: 'auto' });

const lastLoginText = css({ fontSize: 'xs', color: 'fg.muted', whiteSpace: 'nowrap' });

const srOnly = css({ srOnly: true });

/** The user-menu entries. */
const CHANGE_PASSWORD = 'change-password';
const SIGN_OUT = 'sign-out';

function LastLogin({ value }: { value: string | undefined }) {
  const { timeZone } = usePortal();
  const texts = useTexts('frame', FRAME_TEXTS);
  // DD/MM/YYYY HH:mm:ss: digits only, the same in every language.
  const shown = formatDisplayDateTime(value, timeZone);
  // Unknown or unreadable: nothing, rather than 'Last login' followed by a blank.
  if (!shown) return null;
  return (
    <p className={lastLoginText}>
      {texts.lastLogin} <time dateTime={timestampToDate(value, timeZone)?.toISOString()}>{shown}</time>
    </p>
  );
}

/** Props of {@link Header}. */
export interface HeaderProps {
  /** The host's controls, before the user menu (e.g. a `LocaleSwitch`). */
  actions?: ReactNode;
}

/**
 * The frame's banner (spec section 2): logo (a link home), merchant name cut at 50 characters,
 * the user's last login, the host's `actions` and a menu named by the user's name with Change
 * Password and Sign Out.
 */
export function Header({ actions }: HeaderProps) {
  const { navigation, paths } = usePortal();
  const { user, signOut } = usePortalSession();
  const labels = useTexts('label', LABELS);
  const fullName = user?.merchantProfile.merchantName ?? '';
  const shortName = truncateMerchantName(fullName);

  const onSelect = (value: string) => {
    if (value === CHANGE_PASSWORD) navigation.navigate(paths.changePassword());
    // The session owner clears storage and shows the sign-in screen; nothing to do here after.
    if (value === SIGN_OUT) void signOut();
  };

  return (
    <header className={bar}>
      <navigation.Link to={paths.home()} className={homeLink}>
        <Logo />
      </navigation.Link>
      {user ? (
        <p className={merchant} title={fullName}>
          {shortName === fullName ? (
            fullName
          ) : (
            <>
              {/* The cut name for the eye (the full one in the title); the full name for screen readers. */}
              <span aria-hidden="true">{shortName}</span>
              <span className={srOnly}>{fullName}</span>
            </>
          )}
        </p>
      ) : null}
      <div className={userBlock}>
        {user ? <LastLogin value={user.lastLogin} /> : null}
        {actions}
        {user ? (
          <Menu
            label={user.name}
            variant="ghost"
            items={[
              { value: CHANGE_PASSWORD, label: labels.changePassword },
              { value: SIGN_OUT, label: labels.signOut },
            ]}
            onSelect={onSelect}
          />
        ) : null}
      </div>
    </header>
  );
}
