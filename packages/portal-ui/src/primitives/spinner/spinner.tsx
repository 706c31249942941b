import { CONTROL_TEXTS } from '@lego-portal/rules';
import type { HTMLAttributes } from 'react';
import { cx } from '../../../styled-system/css';
import { spinner } from '../../../styled-system/recipes';
import { useTexts } from '../../texts/texts-context';

/** Props of {@link Spinner}. */
export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * Read by assistive technology; 'Loading' in the portal's language by default. Pass `null`
   * when the surrounding element already announces busy.
   */
  label?: string | null;
  size?: 'sm' | 'md';
}

/** An indeterminate progress ring with `role="status"` and an accessible label. */
export function Spinner({ label, size = 'md', className, ...rest }: SpinnerProps) {
  const texts = useTexts('control', CONTROL_TEXTS);
  const a11y = label === null ? { 'aria-hidden': true } : { role: 'status', 'aria-label': label ?? texts.loading };
  return <span {...a11y} {...rest} className={cx(spinner({ size }), className)} />;
}
