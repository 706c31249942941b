/** The name check of a list's saved view (issue 32): required, at most 60 characters, unique in its list. */
import type { ValidateOptions, ValidationResult } from '../../core/validation';
import { fieldRules, rule, toResult } from '../../core/validation';
import { SAVED_VIEW_TEXTS } from '../../messages/saved-view-texts';

/** The longest name a saved view may have, in characters (after trimming). */
export const SAVED_VIEW_NAME_MAX = 60;

/** What the name check needs beyond the name. */
export interface SavedViewNameOptions extends ValidateOptions {
  /** The names of the list's other views (the one renamed left out), compared trimmed and ignoring case. */
  taken: readonly string[];
}

/** A name as it is kept: trimmed, inner runs of spaces left alone. */
export function normalizeViewName(name: unknown): string {
  return typeof name === 'string' ? name.trim() : '';
}

const key = (name: string) => name.trim().toLocaleLowerCase();

/**
 * Checks a saved view's name (field `name`): 'Please enter a name.' when it is blank, 'The name
 * must be 60 characters or fewer.' past 60, 'A view with this name already exists.' when another
 * view of the list has it (ignoring case and surrounding spaces, so two views never look alike).
 */
export function validateViewName(name: unknown, options: SavedViewNameOptions): ValidationResult {
  const value = normalizeViewName(name);
  const taken = new Set(options.taken.map(key));
  const check = fieldRules<string>('name', [
    rule('savedView.nameRequired', SAVED_VIEW_TEXTS.nameRequired, (v) => v === ''),
    // Counted in characters a person sees (code points), not UTF-16 units.
    rule('savedView.nameTooLong', SAVED_VIEW_TEXTS.nameTooLong, (v) => [...v].length > SAVED_VIEW_NAME_MAX),
    rule('savedView.nameTaken', SAVED_VIEW_TEXTS.nameTaken, (v) => taken.has(key(v))),
  ]);
  return toResult(check(value), options);
}
