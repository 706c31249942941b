import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Where a dialog's focus goes when it closes, when its own focus trap could not say. Ark's dialog
 * traps focus (and later returns it) only from the first animation frame after it opens: a dialog
 * answered before that frame (a quick click or key, or a busy machine whose frames come late)
 * closes with no trap, and the focus falls with the removed button to the page's start
 * (WCAG 2.4.3). This remembers what had the focus when the dialog opened and, once the dialog is
 * gone, focuses `finalFocusEl` or that element, but only if nothing else holds the focus: when
 * the trap did its work the focus is already there and this does nothing.
 *
 * @returns the ref for the dialog's content and the handler for Ark's `onExitComplete`.
 */
export function useFocusReturn(open: boolean, finalFocusEl?: () => HTMLElement | null) {
  const opener = useRef<HTMLElement | null>(null);
  const contentRef: RefObject<HTMLDivElement | null> = useRef(null);
  // A layout effect: it runs in the commit that opens the dialog, before anything moves the focus.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  const onExitComplete = useCallback(() => {
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected || Boolean(contentRef.current?.contains(active));
    if (!lost) return;
    const target = finalFocusEl?.() ?? opener.current;
    if (target?.isConnected) target.focus();
  }, [finalFocusEl]);
  return { contentRef, onExitComplete };
}
