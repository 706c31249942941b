import type { HTMLAttributes } from 'react';
import { cx } from '../../../styled-system/css';
import { badge } from '../../../styled-system/recipes';

/** Status intent of a badge; the rules package maps each status code to one. */
export type BadgeTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** Props of {@link Badge}. */
export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

/** A short status label ('ACTIVE', 'PENDING APPROVAL'); colour is never the only cue — the text is. */
export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return <span {...rest} className={cx(badge({ tone }), className)} />;
}
