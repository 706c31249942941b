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
  const paths = errorPaths(errors, '', []);
  const matches = (name: string | null) => !!name && paths.some((path) => name === path || name.startsWith(`${path}.`));
  const candidates = form.querySelectorAll<HTMLElement>('input[name], textarea[name], select[name], [data-error-for]');
  for (const element of Array.from(candidates)) {
    if (!matches(element.getAttribute('name')) && !matches(element.getAttribute('data-error-for'))) continue;
    const control = visibleControl(element);
    if (control) return control;
  }
  return null;
}
