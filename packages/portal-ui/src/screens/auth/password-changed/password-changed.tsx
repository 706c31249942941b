import { CHANGE_PASSWORD_MESSAGES, formatMessage } from '@lego-portal/rules';
import { useEffect, useRef, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { usePortal } from '../../../provider/portal-provider';
import { useTexts } from '../../../texts/texts-context';
import { Button } from '../../../primitives/button';
import { FormAlert } from '../form-alert';

/** Props of {@link PasswordChanged}. */
export interface PasswordChangedProps {
  /** Where the user is sent (home). */
  to: string;
  /** Reading time before leaving, in whole seconds. */
  seconds: number;
}

const styles = {
  // Focused by script only, to bring the reader here once the form is gone; no outline needed.
  root: css({ display: 'flex', flexDirection: 'column', gap: '2', outline: 'none' }),
  countdown: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '3', rowGap: '1', fontSize: 'sm', color: 'fg.muted', m: '0' }),
  link: css({
    color: 'accent.text',
    textDecoration: 'underline',
    borderRadius: 'sm',
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
};

/**
 * The outcome of a password change (spec sections 4 and 8): 'Your password has been changed
 * successfully. You will be redirected to home screen.', then the user is sent to `to` without
 * pressing anything. The seconds left show under the message, with a link that goes at once and
 * 'Stay on this page', which stops the countdown (WCAG 2.2.1: the person can turn the limit off).
 * The message takes focus when it appears (the form it replaces had it), so a screen reader
 * reads it; the ticking count is not announced.
 */
export function PasswordChanged({ to, seconds }: PasswordChangedProps) {
  const { navigation } = usePortal();
  const texts = useTexts('changePassword', CHANGE_PASSWORD_MESSAGES);
  const [left, setLeft] = useState(seconds);
  const [staying, setStaying] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    root.current?.focus();
  }, []);

  useEffect(() => {
    if (staying) return undefined;
    if (left <= 0) {
      navigation.navigate(to);
      return;
    }
    const tick = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(tick);
  }, [left, staying, navigation, to]);

  return (
    <div ref={root} tabIndex={-1} className={styles.root}>
      <FormAlert tone="success" role="status">
        {texts.success}
      </FormAlert>
      <p className={styles.countdown}>
        <span>{staying ? texts.redirectStopped : formatMessage(texts.redirectCountdown, { seconds: Math.max(left, 0) })}</span>
        <navigation.Link to={to} className={styles.link}>
          {texts.redirectNow}
        </navigation.Link>
        {staying ? null : (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setStaying(true);
              // The button goes; the focus stays in the message rather than falling to the page.
              root.current?.focus();
            }}
          >
            {texts.redirectStay}
          </Button>
        )}
      </p>
    </div>
  );
}
