import { SIGN_IN_TEXTS } from '@lego-portal/rules';
import type { ReactNode } from 'react';
import { css, cx } from '../../../../styled-system/css';
import { useTexts } from '../../../texts/texts-context';

/** Props of {@link FormAlert}. */
export interface FormAlertProps {
  /** `danger` for failures, `success` for outcomes, `warning` for notices such as session expiry. */
  tone: 'success' | 'warning' | 'danger';
  /**
   * `alert` interrupts the screen reader (errors, the expiry notice); `status` waits politely
   * (success messages).
   */
  role: 'alert' | 'status';
  /** Shows a 'Dismiss' button that calls this. */
  onDismiss?: () => void;
  children: ReactNode;
}

// One class list per tone (not a cva): static css() calls are class strings at build time, so the
// login page needs no Panda runtime to show a notice.
const box = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  px: '3',
  py: '2',
  mb: '4',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
});
const tones = {
  success: css({ bg: 'success.bg', borderColor: 'success.border', color: 'success.fg' }),
  warning: css({ bg: 'warning.bg', borderColor: 'warning.border', color: 'warning.fg' }),
  danger: css({ bg: 'danger.bg', borderColor: 'danger.border', color: 'danger.fg' }),
};

const text = css({ flex: '1', py: '1' });
const dismiss = css({
  px: '2',
  py: '1',
  borderRadius: 'sm',
  color: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});

/** A message box above a form: a failure, a success or a notice, announced by its role. */
export function FormAlert({ tone, role, onDismiss, children }: FormAlertProps) {
  const texts = useTexts('auth', SIGN_IN_TEXTS);
  return (
    // The role sits on the text only, so the 'Dismiss' button is not read as part of the message.
    <div className={cx(box, tones[tone])}>
      <p role={role} className={text}>
        {children}
      </p>
      {onDismiss ? (
        <button type="button" className={dismiss} onClick={onDismiss}>
          {texts.dismiss}
        </button>
      ) : null}
    </div>
  );
}
