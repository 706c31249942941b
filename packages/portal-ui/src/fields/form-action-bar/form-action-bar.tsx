import { useEffect, useRef, type ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css';

/** Props of {@link FormActionBar}. */
export interface FormActionBarProps {
  /** The form's buttons, in reading order (e.g. Discard Edit, then Update). */
  children: ReactNode;
  /** Extra classes of the bar. */
  className?: string;
}

/** Room kept between a focused control and the bar, in CSS pixels. */
const FOCUS_GAP = 16;

// Sticky at the viewport's bottom edge: while the form runs below the fold the bar stays in view;
// once the form's end is on screen it rests there like ordinary buttons. The page background
// shows through no gap, so the fields scrolling under it never shine through.
const bar = css({
  position: 'sticky',
  bottom: '0',
  // Above the fields, under popovers and dialogs (overlay 1000).
  zIndex: '10',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: '3',
  mx: '-2',
  px: '2',
  py: '3',
  bg: 'bg.canvas',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderTopColor: 'border.default',
  boxShadow: '0 -4px 12px -8px rgba(0, 0, 0, 0.25)',
  '& > *': { flexShrink: 0 },
});

/**
 * The actions of a long form, always in view: put it last inside the `<form>`. It sticks to the
 * bottom of the viewport while the form is taller than the screen and sits at the form's end
 * once that is reached. A control that gets focus under it (Tab, a summary link, a failed
 * submit) is scrolled up above it, so focus is never hidden behind the bar (WCAG 2.2 2.4.11).
 * Generic: any form (merchant profile, customer form) can use it.
 *
 * @example
 * <form onSubmit={onSubmit}>
 *   {fields}
 *   <FormActionBar>
 *     <Button variant="outline" onClick={discard}>{labels.discardEdit}</Button>
 *     <Button type="submit">{texts.update}</Button>
 *   </FormActionBar>
 * </form>
 */
export function FormActionBar({ children, className }: FormActionBarProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    const scope = element?.closest('form') ?? element?.parentElement;
    if (!element || !scope) return;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      // Not for a pointer press on a link, button or box (no :focus-visible): moving the page between
      // press and release would lose its click. The keyboard and a field moved to are kept clear.
      if (!(target instanceof HTMLElement) || element.contains(target) || !target.matches(':focus-visible')) return;
      keepAboveBar(target, element);
    };
    scope.addEventListener('focusin', onFocusIn);
    return () => scope.removeEventListener('focusin', onFocusIn);
  }, []);
  return (
    <div ref={ref} className={cx(bar, className)} data-form-action-bar="">
      {children}
    </div>
  );
}

/**
 * Scrolls the page so `target` ends above `actionBar` when the bar covers it. Runs after the
 * browser's own scroll-into-view of the focus (which knows nothing of sticky bars).
 */
export function keepAboveBar(target: HTMLElement, actionBar: HTMLElement): void {
  const barTop = actionBar.getBoundingClientRect().top;
  const { top, bottom } = target.getBoundingClientRect();
  const overlap = bottom + FOCUS_GAP - barTop;
  if (overlap <= 0) return;
  // Never so far that the control's top leaves the viewport (a tall textarea keeps its start).
  const room = Math.max(0, top - FOCUS_GAP);
  const by = Math.min(overlap, room);
  if (by > 0) window.scrollBy({ top: by, behavior: 'instant' });
}
