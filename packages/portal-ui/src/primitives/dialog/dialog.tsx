import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { dialog } from '../../../styled-system/recipes';
import { PortalLayer } from '../../theme/portal-layer';
import { useFocusReturn } from './use-focus-return';

/** Props of {@link Dialog}. */
export interface DialogProps {
  open: boolean;
  /** Called with `false` on Escape, a click outside or a close button. */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom; wrap one in `DialogCloseTrigger` to close without a handler. */
  footer?: ReactNode;
  /** `alertdialog` for confirmations and results that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Optional element that opens the dialog (rendered as the trigger, e.g. a Button). */
  trigger?: ReactElement;
  /** Status icon next to the title. */
  icon?: ReactNode;
  tone?: 'neutral' | 'success' | 'danger';
  /**
   * `md` (a message's width, 28rem) by default; `lg` for comparing, e.g. a table of previous and
   * new values: up to 55rem on a desktop, nearly the whole window on a phone. `wide` is the
   * former name of `lg`. Whatever the size, the title and the footer stay in view and the body
   * scrolls between them.
   */
  size?: 'md' | 'lg' | 'wide';
  /** Closing on outside click; off for dialogs whose answer matters. */
  closeOnInteractOutside?: boolean;
  /** Element focused on open; by default the first focusable element inside. */
  initialFocusEl?: () => HTMLElement | null;
  /**
   * Element focused on close; by default the one focused before it opened. Give one when what
   * opened it may be gone by then (WCAG 2.4.3: the focus must not fall to the page's start).
   */
  finalFocusEl?: () => HTMLElement | null;
}

/**
 * A modal dialog on Ark Dialog: focus trapped, Escape closes, title and description labelled.
 * Never taller than the window: the body scrolls between the title and the footer, so the
 * footer's buttons are always in view.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  role = 'dialog',
  trigger,
  icon,
  tone = 'neutral',
  size = 'md',
  closeOnInteractOutside = true,
  initialFocusEl,
  finalFocusEl,
}: DialogProps) {
  const styles = dialog({ tone, size: size === 'wide' ? 'lg' : size });
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  useKeyboardScrollable(body);
  const { contentRef, onExitComplete } = useFocusReturn(open, finalFocusEl);
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      role={role}
      lazyMount
      unmountOnExit
      closeOnInteractOutside={closeOnInteractOutside}
      initialFocusEl={initialFocusEl}
      finalFocusEl={finalFocusEl}
      onExitComplete={onExitComplete}
    >
      {trigger ? <ArkDialog.Trigger asChild>{trigger}</ArkDialog.Trigger> : null}
      <PortalLayer>
        <ArkDialog.Backdrop className={styles.backdrop} />
        <ArkDialog.Positioner className={styles.positioner}>
          <ArkDialog.Content ref={contentRef} className={styles.content}>
            <div className={styles.header}>
              {icon ? <span className={styles.icon}>{icon}</span> : null}
              <ArkDialog.Title className={styles.title}>{title}</ArkDialog.Title>
            </div>
            {description ? <ArkDialog.Description className={styles.description}>{description}</ArkDialog.Description> : null}
            {children ? (
              // A tab stop of its own while it scrolls with nothing focusable inside (useKeyboardScrollable).
              <div ref={setBody} className={styles.body}>
                {children}
              </div>
            ) : null}
            {footer ? <div className={styles.footer}>{footer}</div> : null}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </PortalLayer>
    </ArkDialog.Root>
  );
}

const TABBABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Makes the body itself a tab stop while it scrolls with nothing inside that a keyboard can reach,
 * or a keyboard could not scroll it (axe: scrollable-region-focusable). Checked again whenever the
 * body or its content changes size and whenever what is inside comes, goes or turns focusable (a
 * table's scroll box is a tab stop only while it scrolls). The attribute is written in the
 * observers' own callbacks, not through a render, so it is right before any later task reads it.
 */
function useKeyboardScrollable(body: HTMLDivElement | null): void {
  useEffect(() => {
    if (!body) return;
    const check = () => {
      const stranded = body.scrollHeight > body.clientHeight && !body.querySelector(TABBABLE);
      // Only on a change: writing the attribute is itself a mutation this observes.
      if (stranded === body.hasAttribute('tabindex')) return;
      if (stranded) body.setAttribute('tabindex', '0');
      else body.removeAttribute('tabindex');
    };
    const sizes = new ResizeObserver(check);
    const observeSizes = () => {
      sizes.disconnect();
      sizes.observe(body);
      for (const child of body.children) sizes.observe(child);
    };
    const content = new MutationObserver(() => {
      observeSizes();
      check();
    });
    content.observe(body, { subtree: true, childList: true, attributes: true, attributeFilter: ['tabindex', 'href', 'disabled'] });
    observeSizes();
    check();
    return () => {
      sizes.disconnect();
      content.disconnect();
    };
  }, [body]);
}

/** Makes its child (e.g. a Button) close the surrounding {@link Dialog}. */
export function DialogCloseTrigger({ children }: { children: ReactElement }) {
  return <ArkDialog.CloseTrigger asChild>{children}</ArkDialog.CloseTrigger>;
}
