import type { Dispatch, SetStateAction } from 'react';
import { useCallback, useEffect, useState } from 'react';

/** What {@link useFilterDraft} returns. */
export interface FilterDraft<T> {
  /** The filters as the form shows them (edits stay here until Search). */
  draft: T;
  setDraft: Dispatch<SetStateAction<T>>;
  /** The form shows other filters than the applied search: Search would change the results. */
  unapplied: boolean;
  /** Search ran with the draft as it is (it may be normalized, e.g. trimmed, on its way): it is applied now. */
  commit: () => void;
}

/** Whether two filter drafts hold the same values (plain data: strings, numbers, arrays, objects, null). */
export function sameFilters(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => sameFilters((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * The unapplied edits of a report's filter form, shared by every report so each marks them the
 * same way: `draft` starts from the applied filters (`applied`, read once: the screen remounts
 * the form when the applied search changes) and `unapplied` says whether the form now shows
 * something else. `onUnappliedChange` hears every change of `unapplied`, so the screen can hold
 * its export back (an export takes the searched filters, never the form's unsearched ones); the
 * form passes `unapplied` to {@link FilterButtons}, which marks it 'Search to apply'.
 *
 * @example
 * const { draft, setDraft, unapplied, commit } = useFilterDraft(() => toDraft(filters), onUnappliedChange);
 */
export function useFilterDraft<T>(applied: T | (() => T), onUnappliedChange?: (unapplied: boolean) => void): FilterDraft<T> {
  const [baseline, setBaseline] = useState(applied);
  const [draft, setDraft] = useState(baseline);
  const unapplied = !sameFilters(draft, baseline);
  useEffect(() => {
    onUnappliedChange?.(unapplied);
  }, [unapplied, onUnappliedChange]);
  // A form that goes (a new search remounts it) leaves nothing unapplied behind.
  useEffect(() => () => onUnappliedChange?.(false), [onUnappliedChange]);
  const commit = useCallback(() => setBaseline(draft), [draft]);
  return { draft, setDraft, unapplied, commit };
}
