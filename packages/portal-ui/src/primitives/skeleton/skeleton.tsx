import type { HTMLAttributes } from 'react';
import { cx } from '../../../styled-system/css';
import { skeleton } from '../../../styled-system/recipes';

/** Props of {@link Skeleton}. */
export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  /** CSS width, e.g. `'60%'` or `'8rem'`. */
  width?: string;
  height?: string;
}

/**
 * A placeholder block while content loads. Hidden from assistive technology: the container that
 * is loading says so (`aria-busy`, a Spinner or a status message).
 */
export function Skeleton({ width = '100%', height, className, style, ...rest }: SkeletonProps) {
  return <span aria-hidden="true" {...rest} className={cx(skeleton(), className)} style={{ width, height, ...style }} />;
}
