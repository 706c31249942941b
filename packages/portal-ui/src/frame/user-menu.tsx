import type { CalendarEra } from '@lego-portal/rules';
import { CALENDAR_ERAS, CALENDAR_TEXTS, isCalendarEra, LABELS, QUICK_FIND_TEXTS } from '@lego-portal/rules';
import { css } from '../../styled-system/css';
import { Menu } from '../primitives/menu';
import { useDateFormat } from '../provider/date-format';
import { usePortal, usePortalSession } from '../provider/portal-provider';
import { useTexts } from '../texts/texts-context';
import { useSlashKeyPreference } from './quick-find/slash-key-preference';

/** The user-menu entries. */
const CHANGE_PASSWORD = 'change-password';
const SIGN_OUT = 'sign-out';

// The frame's container decides, as for the side menu: below 48rem the trigger is an icon.
const trigger = css({
  '@container lp-frame (width < 48rem)': { width: '10', minWidth: '10', px: '0', flexShrink: 0 },
});

const icon = css({
  display: 'none',
  '@container lp-frame (width < 48rem)': { display: 'block' },
});

// Hidden from the eye only: the button keeps the user's name as its accessible name.
const name = css({
  '@container lp-frame (width < 48rem)': { srOnly: true },
});

const indicator = css({
  '@container lp-frame (width < 48rem)': { display: 'none' },
});

/**
 * The header's user menu (spec section 2): a button named by the user's name with Change Password
 * and Sign Out, then the calendar and whether `/` opens quick find (WCAG 2.1.4) (issue 32: Gregorian or Buddhist-era years, kept per user
 * through the host's storage; the actions stay first, where the keyboard lands). The calendar is offered in every language: the era is the person's, not
 * the language's (a Thai person reading English still counts years in B.E.), and a language switch
 * must not move every year by 543. On a narrow frame the button shows a person icon instead of the name (its name
 * for assistive technology stays the user's), so the header fits in one row.
 */
export function UserMenu({ userName }: { userName: string }) {
  const { navigation, paths } = usePortal();
  const { signOut } = usePortalSession();
  const labels = useTexts('label', LABELS);
  const calendar = useTexts('calendar', CALENDAR_TEXTS);
  const { era, setEra } = useDateFormat();
  const names: Readonly<Record<CalendarEra, string>> = { gregorian: calendar.gregorian, buddhist: calendar.buddhist };
  const find = useTexts('quickFind', QUICK_FIND_TEXTS);
  const [slashKey, setSlashKey] = useSlashKeyPreference();

  const onSelect = (value: string) => {
    if (value === CHANGE_PASSWORD) navigation.navigate(paths.changePassword());
    // The session owner clears storage and shows the sign-in screen; nothing to do here after.
    if (value === SIGN_OUT) void signOut();
  };

  return (
    <Menu
      variant="ghost"
      classNames={{ trigger, indicator }}
      label={
        <>
          <svg className={icon} viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <circle cx="12" cy="8" r="4" />
            <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" strokeLinecap="round" />
          </svg>
          <span className={name}>{userName}</span>
        </>
      }
      items={[
        { value: CHANGE_PASSWORD, label: labels.changePassword },
        { value: SIGN_OUT, label: labels.signOut },
      ]}
      onSelect={onSelect}
      choices={[
        {
          label: calendar.label,
          value: era,
          options: CALENDAR_ERAS.map((value) => ({ value, label: names[value] })),
          onValueChange: (value) => isCalendarEra(value) && setEra(value),
        },
        {
          label: find.slashKey,
          value: slashKey ? 'on' : 'off',
          options: [
            { value: 'on', label: find.slashKeyOn },
            { value: 'off', label: find.slashKeyOff },
          ],
          onValueChange: (value) => setSlashKey(value === 'on'),
        },
      ]}
    />
  );
}
