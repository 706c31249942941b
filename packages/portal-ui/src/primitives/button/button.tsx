import { CONTROL_TEXTS } from '@lego-portal/rules';
import { forwardRef, useId, useRef, useState, type ComponentProps, type MouseEvent } from 'react';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useTexts } from '../../texts/texts-context';
import { Spinner } from '../spinner';

/** Props of {@link Button}. */
export interface ButtonProps extends Omit<ComponentProps<'button'>, 'onClick'> {
  variant?: 'solid' | 'outline' | 'ghost' | 'danger';
  size?: 'sm' | 'md';
  /** Busy: clicks and form submits are ignored and assistive technology hears `loadingText`. */
  loading?: boolean;
  /** Announced while busy; defaults to 'Loading' in the portal's language. */
  loadingText?: string;
  /**
   * Click handler. When it returns a promise the button stays busy until the promise settles, so
   * a second click (a double submit) is ignored even before the caller re-renders.
   */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
  /**
   * Why the button is disabled, shown beside it while `disabled` (and linked as its description),
   * so nobody has to guess what is missing: e.g. 'Fill in every field to change your password.'.
   */
  disabledReason?: string;
}

const srOnly = css({ srOnly: true });
const reason = css({ alignSelf: 'center', fontSize: 'sm', color: 'fg.muted' });

/**
 * The portal's button; `type` defaults to `button` so it never submits a form by accident. The `ref`
 * reaches the `<button>` (a dialog focuses its Cancel through it).
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    loading = false,
    loadingText,
    onClick,
    className,
    children,
    type = 'button',
    disabled,
    disabledReason,
    ...rest
  },
  ref,
) {
  const reasonId = useId();
  const reasonShown = Boolean(disabled && disabledReason);
  const texts = useTexts('control', CONTROL_TEXTS);
  const [pending, setPending] = useState(false);
  // A ref, not state: two clicks in the same frame both see the state of the last render.
  const inFlight = useRef(false);
  const busy = loading || pending;

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy || inFlight.current) {
      event.preventDefault(); // also stops the submit of a type="submit" button
      return;
    }
    const result = onClick?.(event);
    if (result instanceof Promise) {
      inFlight.current = true;
      setPending(true);
      const settle = () => {
        inFlight.current = false;
        setPending(false);
      };
      // Failures are the caller's to report; the button only needs to know it is over.
      result.then(settle, settle);
    }
  };

  return (
    <>
      {/* A plain <button>: Ark's factory only added `asChild`, which no caller uses, and brought zag's
          prop merging into the login page's first load. */}
      <button
        {...rest}
        ref={ref}
        type={type}
        disabled={disabled}
        aria-describedby={reasonShown ? [rest['aria-describedby'], reasonId].filter(Boolean).join(' ') : rest['aria-describedby']}
        // aria-disabled rather than disabled keeps focus on the button while it is busy.
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        data-loading={busy ? '' : undefined}
        onClick={handleClick}
        className={cx(button({ variant, size }), className)}
      >
        {busy ? <Spinner size="sm" label={null} /> : null}
        {children}
      </button>
      <span role="status" className={srOnly}>
        {busy ? (loadingText ?? texts.loading) : ''}
      </span>
      {reasonShown ? (
        <span id={reasonId} className={reason}>
          {disabledReason}
        </span>
      ) : null}
    </>
  );
});
Button.displayName = 'Button';
