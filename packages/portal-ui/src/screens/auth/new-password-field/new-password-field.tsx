import { AUTH_TEXTS, formatMessage, passwordRuleStatus } from '@lego-portal/rules';
import { forwardRef, useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { css } from '../../../../styled-system/css';
import type { PasswordFieldProps } from '../../../primitives/password-field';
import { PasswordField } from '../../../primitives/password-field';
import { Tooltip } from '../../../primitives/tooltip';
import { useTexts } from '../../../texts/texts-context';
import { PasswordRulesHint, usePasswordRulesDescription } from '../password-rules-hint';

/** Props of {@link NewPasswordField}: a {@link PasswordField} plus the value the hint checks. */
export interface NewPasswordFieldProps extends Omit<PasswordFieldProps, 'labelAddon' | 'helperText'> {
  /** The value typed so far (e.g. react-hook-form's `useWatch({ name: 'newPassword' })`). */
  password: string;
}

const srOnly = css({ srOnly: true });
const checklist = css({ mt: '2', px: '3', py: '2', borderRadius: 'md', bg: 'bg.subtle' });
const infoButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '5',
  height: '5',
  borderRadius: 'full',
  color: 'accent.text',
  cursor: 'help',
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});

/** How long the hint stays after the pointer leaves, so it can travel onto the hint (WCAG 1.4.13). */
const HOVER_CLOSE_DELAY_MS = 200;

function InfoIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.75" aria-hidden="true">
      <circle cx="10" cy="10" r="8" />
      <path d="M10 9v5" strokeLinecap="round" />
      <circle cx="10" cy="6.25" r="0.6" fill="currentColor" />
    </svg>
  );
}

/**
 * The hint's open state: open while the field or its info button has focus, while the pointer is
 * over the field, the button or the hint itself, until Escape. Tracked here rather than by the
 * tooltip, whose own state only knows about its trigger (the info button).
 */
function useHintState() {
  const [focused, setFocused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const open = !dismissed && (focused || hovered);

  // Escape hides the hint wherever focus is (WCAG 1.4.13 dismissible). Listened to on the document
  // in the capture phase, because the tooltip's own Escape handling stops the key from reaching us.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [open]);

  return {
    open,
    focusIn: () => {
      setFocused(true);
      setDismissed(false);
    },
    focusOut: () => setFocused(false),
    hoverIn: () => {
      clearTimeout(closeTimer.current);
      setHovered(true);
      setDismissed(false);
    },
    hoverOut: () => {
      clearTimeout(closeTimer.current);
      closeTimer.current = setTimeout(() => setHovered(false), HOVER_CLOSE_DELAY_MS);
    },
  };
}

/**
 * The new-password input with the password rules of spec section 2: a checklist under the field
 * while it has focus or content, and the spec's hover hint (a tooltip on hover of the field, its
 * info button or the hint, and on keyboard focus of the info button; Escape closes it), both
 * ticking each rule as the user types. Screen readers get the same list as the field's
 * description and hear politely how many rules are met while typing. The `ref` reaches the `<input>`.
 */
export const NewPasswordField = forwardRef<HTMLInputElement, NewPasswordFieldProps>(function NewPasswordField(
  { password, onFocus, onBlur, onPointerEnter, onPointerLeave, ...field },
  ref,
) {
  const hint = useHintState();
  const [inputFocused, setInputFocused] = useState(false);
  const rules = passwordRuleStatus(password);
  const metCount = rules.filter((rule) => rule.met).length;
  const texts = useTexts('auth', AUTH_TEXTS);
  const description = usePasswordRulesDescription(password);

  return (
    <div>
      <PasswordField
        autoComplete="new-password"
        {...field}
        ref={ref}
        helperText={<span className={srOnly}>{description}</span>}
        onFocus={(event: FocusEvent<HTMLInputElement>) => {
          // The checklist under the field shows the rules now; the tooltip stays for hover.
          setInputFocused(true);
          onFocus?.(event);
        }}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          setInputFocused(false);
          onBlur?.(event);
        }}
        onPointerEnter={(event: PointerEvent<HTMLInputElement>) => {
          hint.hoverIn();
          onPointerEnter?.(event);
        }}
        onPointerLeave={(event: PointerEvent<HTMLInputElement>) => {
          hint.hoverOut();
          onPointerLeave?.(event);
        }}
        labelAddon={
          <Tooltip
            open={hint.open}
            placement="top-start"
            // While the user types here the hint is only to be read: when it has flipped below the
            // field for lack of room, a click on the confirmation field under it must reach that field.
            passThrough={inputFocused}
            content={
              // Hovering the hint itself keeps it open, so it can be read (WCAG 1.4.13 hoverable).
              <div onPointerEnter={hint.hoverIn} onPointerLeave={hint.hoverOut}>
                <PasswordRulesHint password={password} surface="inverted" />
              </div>
            }
          >
            <button
              type="button"
              aria-label={texts.passwordRules}
              className={infoButton}
              onFocus={hint.focusIn}
              onBlur={hint.focusOut}
              onPointerEnter={hint.hoverIn}
              onPointerLeave={hint.hoverOut}
            >
              <InfoIcon />
            </button>
          </Tooltip>
        }
      />
      {inputFocused || password ? (
        // The field's description already reads the rules out; the list is for the eyes.
        <div className={checklist} aria-hidden="true" data-part="password-checklist">
          <PasswordRulesHint password={password} />
        </div>
      ) : null}
      <span aria-live="polite" className={srOnly}>
        {inputFocused && password ? formatMessage(texts.rulesMetCount, { met: metCount, total: rules.length }) : ''}
      </span>
    </div>
  );
});
NewPasswordField.displayName = 'NewPasswordField';
