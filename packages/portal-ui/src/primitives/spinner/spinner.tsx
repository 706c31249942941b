import type { HTMLAttributes } from 'react';
import { cx } from '../../../styled-system/css';
import { spinner } from '../../../styled-system/recipes';

/** Props of {@link Spinner}. */
export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  /** Read by assistive technology; pass `null` when the surrounding element already announces busy. */
  label?: string | null;
  size?: 'sm' | 'md';
}

/** An indeterminate progress ring with `role="status"` and an accessible label. */
export function Spinner({ label = 'Loading', size = 'md', className, ...rest }: SpinnerProps) {
  const a11y = label == null ? { 'aria-hidden': true } : { role: 'status', 'aria-label': label };
  return <span {...a11y} {...rest} className={cx(spinner({ size }), className)} />;
}
