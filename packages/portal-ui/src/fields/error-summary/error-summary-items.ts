import type { FieldErrors } from 'react-hook-form';
import type { FieldErrorLike } from '../../texts/texts-context';
import { invalidControls } from '../first-invalid-control/first-invalid-control';

/** One line of an {@link ErrorSummary}: a field that failed its check. */
export interface ErrorSummaryItem {
  /** Unique key (the field's path). */
  key: string;
  /** The field's name as its label shows it (a group's legend for an error of the whole group). */
  label: string;
  /** The message shown at the field. */
  message: string;
  /** What the link focuses. */
  control: HTMLElement;
}

/** Text of the elements `ids` names (an `aria-labelledby` value). */
function textOfIds(ids: string, document: Document): string {
  return ids
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** A label's words without the required mark and extra spaces. */
function clean(text: string): string {
  return text.replace(/\s*\*\s*$/, '').replace(/\s+/g, ' ').trim();
}

/** The control's own name: its `aria-labelledby`, `<label>` or `aria-label`. */
function ownLabel(control: HTMLElement): string {
  const labelledBy = control.getAttribute('aria-labelledby');
  if (labelledBy) return clean(textOfIds(labelledBy, control.ownerDocument));
  const labels = (control as HTMLInputElement).labels;
  if (labels && labels.length > 0) return clean(labels[0]?.textContent ?? '');
  return clean(control.getAttribute('aria-label') ?? control.textContent ?? '');
}

/** The name of the group around `control` (a fieldset's legend or a labelled group). */
function groupLabel(control: HTMLElement): string {
  const group = control.closest('fieldset, [role="group"], [role="radiogroup"], section[aria-labelledby]');
  if (!group) return ownLabel(control);
  const legend = group instanceof HTMLFieldSetElement ? group.querySelector('legend') : null;
  if (legend) return clean(legend.textContent ?? '');
  const labelledBy = group.getAttribute('aria-labelledby');
  if (labelledBy) return clean(textOfIds(labelledBy, control.ownerDocument));
  return clean(group.getAttribute('aria-label') ?? ownLabel(control));
}

/** The error object at a dotted `path` (a list's own error sits under its `root`). */
function errorAt(errors: FieldErrors, path: string): FieldErrorLike | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  const error = node as (FieldErrorLike & { root?: FieldErrorLike }) | undefined;
  if (error && typeof error.message === 'string') return error;
  return error?.root;
}

/**
 * The summary's lines for a failed check of `form`: one per invalid field, in the order the form
 * shows them, named as the page names the field and worded as its inline message
 * (`errorText` turns a validation message into the portal's language, as the field does).
 */
export function errorSummaryItems(
  form: HTMLFormElement,
  errors: FieldErrors,
  errorText: (error: FieldErrorLike | undefined) => string | undefined,
): ErrorSummaryItem[] {
  return invalidControls(form, errors).map(({ path, control }) => {
    const name = control.getAttribute('name');
    // A control named after the path is the field itself; otherwise the error is its group's.
    const label = name === path ? ownLabel(control) : groupLabel(control);
    return { key: path, label, message: errorText(errorAt(errors, path)) ?? '', control };
  });
}
