import { useEffect, useRef } from 'react';

// Inputs that take typed text: a `/` there is a character, not the shortcut.
const NOT_TEXT = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'image', 'range', 'color']);

/** True when `target` takes typed text (a text input, a text area, a select, an editable element). */
export function takesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !NOT_TEXT.has(target.type);
  return target.closest('[role="textbox"], [role="combobox"], [role="searchbox"], [role="spinbutton"]') !== null;
}

/**
 * Calls `onSlash` when `/` is pressed anywhere on the page outside a text field (GitHub's and
 * Stripe's shortcut to their search), and not while a modal dialog is open (focus belongs there).
 * The key's own `/` is kept out of the box. Not while `enabled` is false (the person turned the
 * shortcut off in the user menu, WCAG 2.1.4).
 */
export function useSlashKey(onSlash: () => void, enabled = true): void {
  const latest = useRef(onSlash);
  useEffect(() => {
    latest.current = onSlash;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      if (takesText(event.target) || document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]')) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
