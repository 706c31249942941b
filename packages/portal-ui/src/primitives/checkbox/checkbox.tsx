import { useEffect, useRef, useState, type ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css';
import { checkbox } from '../../../styled-system/recipes';
import { CheckIcon } from './check-icon';

/** `true`, `false`, or `'indeterminate'` (some but not all of what it stands for is ticked). */
export type CheckedState = boolean | 'indeterminate';

/** Props of {@link Checkbox}. */
export interface CheckboxProps {
  label: ReactNode;
  checked?: CheckedState;
  defaultChecked?: CheckedState;
  onCheckedChange?: (checked: CheckedState) => void;
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  /** Form field name; the value is submitted with the form, as any native checkbox's. */
  name?: string;
  value?: string;
  className?: string;
}

// The box and its label are one target (the root is the <label>): at least 24 px high, WCAG 2.2
// 2.5.8's minimum, so a row of boxes is tappable on a phone.
// 1.5rem: the sizes scale has no 24 px step.
const target = css({ minHeight: '1.5rem' });
// The drawn box holds the real input, transparent and covering it: the input takes the focus,
// the clicks and the keyboard (Space), and the box shows its focus ring.
const box = css({
  position: 'relative',
  '&:has(> input:focus-visible)': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});
const input = css({
  position: 'absolute',
  inset: '0',
  width: 'full',
  height: 'full',
  m: '0',
  opacity: '0',
  cursor: 'inherit',
});

/**
 * A labelled checkbox: a native `<input type="checkbox">` inside its `<label>`, drawn as the
 * theme's box with a tick, or a dash when indeterminate (the input then reports "mixed"). The box
 * and its label are tapped as one, at least 24 px high. Native rather than Ark's state machine:
 * the transaction report's status filter mounts eight on an empty screen, and a machine per box
 * (its effects, its props merged per part) was much of that screen's first render; the browser's
 * own checkbox brings keyboard, form and accessibility behaviour for nothing. The root, box and
 * label carry `data-state` (`checked`, `unchecked`, `indeterminate`), `data-disabled` and
 * `data-invalid`, which the recipe styles.
 */
export function Checkbox({ label, checked, defaultChecked = false, onCheckedChange, disabled, invalid, required, name, value, className }: CheckboxProps) {
  const styles = checkbox();
  const ref = useRef<HTMLInputElement>(null);
  const [own, setOwn] = useState<CheckedState>(defaultChecked);
  const state = checked ?? own;
  // There is no attribute for it: the DOM property makes assistive technology report "mixed".
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'indeterminate';
  }, [state]);
  const marks = {
    'data-state': state === 'indeterminate' ? 'indeterminate' : state ? 'checked' : 'unchecked',
    'data-disabled': disabled ? '' : undefined,
    'data-invalid': invalid ? '' : undefined,
  };
  return (
    <label {...marks} className={cx(styles.root, target, className)}>
      <span {...marks} className={cx(styles.control, box)}>
        <input
          ref={ref}
          type="checkbox"
          className={input}
          name={name}
          value={value}
          checked={state === true}
          disabled={disabled}
          required={required}
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            // A click on a mixed box ticks it: the input's own `checked` was false.
            const next = event.currentTarget.checked;
            if (checked === undefined) setOwn(next);
            onCheckedChange?.(next);
          }}
        />
        {state === false ? null : (
          <span {...marks} className={styles.indicator}>
            <CheckIcon indeterminate={state === 'indeterminate'} />
          </span>
        )}
      </span>
      <span {...marks} className={styles.label}>
        {label}
      </span>
    </label>
  );
}
