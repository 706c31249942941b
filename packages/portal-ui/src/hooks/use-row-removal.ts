import { useCallback, useEffect, useRef } from 'react';

/**
 * Where the focus goes when a row of an editable list (bank accounts, sub-accounts, shadow
 * accounts) is removed, so a keyboard user is never left on the page's start: to the next row's
 * `focusRow(index)` target (the row that took the removed one's place), or to the list's add
 * button after the last row. `rows` are the field array's rows: the focus moves once the removed
 * row has left the page.
 */
export function useRowRemoval(rows: readonly unknown[], focusRow: (index: number) => void) {
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfterRemove = useRef<number | 'add' | null>(null);

  useEffect(() => {
    const target = focusAfterRemove.current;
    if (target === null) return;
    focusAfterRemove.current = null;
    if (target === 'add') addButton.current?.focus();
    else focusRow(target);
  }, [rows, focusRow]);

  /** Call as row `index` of `count` rows is removed (before the field array's `remove`). */
  const removing = useCallback((index: number, count: number) => {
    focusAfterRemove.current = index < count - 1 ? index : 'add';
  }, []);

  return { addButton, removing };
}
