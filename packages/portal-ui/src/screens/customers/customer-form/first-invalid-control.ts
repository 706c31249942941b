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
 * The first control of `form`, in the order the form shows them, that holds or is inside a field
 * of `errors` (react-hook-form would focus in the order fields registered, and a row added later
 * registers last). An error of a list without a control of its own (no bank account) leads to
 * the element marked `data-error-for` with the list's name (its Add button).
 */
export function firstInvalidControl(form: HTMLFormElement, errors: FieldErrors): HTMLElement | null {
  const paths = errorPaths(errors, '', []);
  const matches = (name: string | null) => !!name && paths.some((path) => name === path || name.startsWith(`${path}.`));
  const candidates = form.querySelectorAll<HTMLElement>('input[name], textarea[name], select[name], [data-error-for]');
  for (const element of Array.from(candidates)) {
    if (matches(element.getAttribute('name')) || matches(element.getAttribute('data-error-for'))) {
      // A date picker's hidden input leads to the text input a person types in.
      if (element instanceof HTMLInputElement && element.type === 'hidden') {
        const visible = element.closest('[data-scope="date-picker"][data-part="root"]')?.querySelector<HTMLElement>('input:not([type="hidden"])');
        if (visible) return visible;
        continue;
      }
      return element;
    }
  }
  return null;
}
