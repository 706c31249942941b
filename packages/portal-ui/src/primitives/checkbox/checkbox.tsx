import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox';
import { useEffect, useRef, type ReactNode } from 'react';
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
  /** Form field name; the value is submitted through a hidden native checkbox. */
  name?: string;
  value?: string;
  className?: string;
}

// The box and its label are one target (the root is the <label>): at least 24 px high, WCAG 2.2
// 2.5.8's minimum, so a row of boxes is tappable on a phone.
// 1.5rem: the sizes scale has no 24 px step.
const target = css({ minHeight: '1.5rem' });

/**
 * A labelled checkbox on Ark Checkbox, with the indeterminate state shown as a dash. The box and
 * its label are tapped as one, at least 24 px high.
 */
export function Checkbox({ label, checked, defaultChecked, onCheckedChange, className, ...rest }: CheckboxProps) {
  const styles = checkbox();
  const input = useRef<HTMLInputElement>(null);
  // Ark marks the visual control as indeterminate but not the native input that assistive
  // technology reads; the DOM property (there is no attribute) makes it report "mixed".
  useEffect(() => {
    if (input.current) input.current.indeterminate = checked === 'indeterminate';
  }, [checked]);
  return (
    <ArkCheckbox.Root
      {...rest}
      checked={checked}
      defaultChecked={defaultChecked}
      onCheckedChange={onCheckedChange ? (details) => onCheckedChange(details.checked) : undefined}
      className={cx(styles.root, target, className)}
    >
      <ArkCheckbox.Control className={styles.control}>
        <ArkCheckbox.Indicator className={styles.indicator}>
          <CheckIcon />
        </ArkCheckbox.Indicator>
        <ArkCheckbox.Indicator indeterminate className={styles.indicator}>
          <CheckIcon indeterminate />
        </ArkCheckbox.Indicator>
      </ArkCheckbox.Control>
      <ArkCheckbox.Label className={styles.label}>{label}</ArkCheckbox.Label>
      <ArkCheckbox.HiddenInput ref={input} />
    </ArkCheckbox.Root>
  );
}
