/**
 * Reading a record's view (a `DetailList`) as a person does: the value shown beside a label.
 * Works in tests (testing-library's `screen`) and in play functions (`within(canvasElement)`).
 */
import type { BoundFunctions, queries } from '@testing-library/dom';

/** The `dd` shown for the `dt` whose text is `label`, within `scope`. */
export function detailValue(scope: BoundFunctions<typeof queries>, label: string): HTMLElement {
  const term = scope.getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement) || value.tagName !== 'DD') throw new Error(`No value beside the label '${label}'.`);
  return value;
}
