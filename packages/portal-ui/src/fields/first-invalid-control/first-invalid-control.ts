import type { FieldErrors } from 'react-hook-form';

/** Dotted paths of the errors under `node` (a field array's own error under `root` counts for the array). */
function errorPaths(node: unknown, path: string, into: string[]): string[] {
  if (node === null || typeof node !== 'object') return into;
  const error = node as { message?: unknown; type?: unknown };
  if (typeof error.message === 'string' && error.type !== undefined) into.push(path.replace(/\.root$/, ''));
  for (const [key, child] of Object.entries(node)) {
    if (key !== 'ref' && key !== 'message' && key !== 'type' && key !== 'types') errorPaths(child, path ? `${path}.${key}` : key, into);
  }
  return into;
}

/**
 * What a person uses for a named element: a date picker's hidden input leads to its text input, a
 * select's hidden native element to its combobox; null for a hidden input of anything else.
 */
function visibleControl(element: HTMLElement): HTMLElement | null {
  if (element instanceof HTMLInputElement && element.type === 'hidden') {
    return element.closest('[data-scope="date-picker"][data-part="root"]')?.querySelector<HTMLElement>('input:not([type="hidden"])') ?? null;
  }
  if (element instanceof HTMLSelectElement) {
    return element.closest('[data-scope="select"][data-part="root"]')?.querySelector<HTMLElement>('[role="combobox"]') ?? element;
  }
  return element;
}

/**
 * The first control of `form`, in the order the form shows them, that holds or is inside a field
 * of `errors`, for a failed submit to focus. react-hook-form would focus in the order fields
 * registered (a row added later registers last) and only fields that bind its `ref`; this reads
 * the page instead, so every field of every form is found alike. A group's error (a set of
 * checkboxes) leads to its first box; an error of a list without a control of its own (no bank
 * account yet) leads to the element marked `data-error-for` with the list's name (its Add button).
 */
export function firstInvalidControl(form: HTMLFormElement, errors: FieldErrors): HTMLElement | null {
  return invalidControls(form, errors)[0]?.control ?? null;
}

/** One field of a failed check and the control a person uses for it. */
export interface InvalidControl {
  /** The error's dotted path in the form values (e.g. `merchantInfo.merchantTaxId`). */
  path: string;
  /** Its first control in the form, as {@link firstInvalidControl} finds it. */
  control: HTMLElement;
}

/**
 * Every field of `errors` with its first control in `form`, in the order the form shows them
 * (each error path once; a path without a control on the page is left out). The error summary
 * links to these; {@link firstInvalidControl} is the first of them.
 */
export function invalidControls(form: HTMLFormElement, errors: FieldErrors): InvalidControl[] {
  const paths = errorPaths(errors, '', []);
  const found = new Map<string, HTMLElement>();
  const candidates = form.querySelectorAll<HTMLElement>('input[name], textarea[name], select[name], [data-error-for]');
  for (const element of Array.from(candidates)) {
    const name = element.getAttribute('name');
    const errorFor = element.getAttribute('data-error-for');
    for (const path of paths) {
      if (found.has(path)) continue;
      const matches = (value: string | null) => !!value && (value === path || value.startsWith(`${path}.`));
      if (!matches(name) && !matches(errorFor)) continue;
      const control = visibleControl(element);
      if (control) found.set(path, control);
    }
  }
  // In page order: querySelectorAll is, but a path found later may sit earlier than one before.
  return Array.from(found, ([path, control]) => ({ path, control })).sort((a, b) =>
    a.control === b.control ? 0 : a.control.compareDocumentPosition(b.control) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
}
