import { useId, type ReactNode } from 'react';

/**
 * Ids for the field's helper and error texts, and the `aria-describedby` that names both.
 * The field points at the error through `aria-errormessage` too, which several screen readers ignore;
 * `aria-describedby` is read everywhere.
 */
export function useFieldDescription(helperText: ReactNode, errorText: ReactNode) {
  const id = useId();
  // Element ids, not texts.
  const helperId = `${id}-helper`;
  const errorId = `${id}-error`;
  const ids = { helperText: helperId, errorText: errorId };
  const describedBy = [helperText ? ids.helperText : null, errorText ? ids.errorText : null].filter(Boolean).join(' ');
  return { ids, describedBy: describedBy || undefined };
}
