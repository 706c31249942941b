import { useId, type ReactNode } from 'react';

/**
 * Ids for Ark Field's helper and error texts, and the `aria-describedby` that names both.
 * Ark points at the error only through `aria-errormessage`, which several screen readers ignore;
 * `aria-describedby` is read everywhere.
 */
export function useFieldDescription(helperText: ReactNode, errorText: ReactNode) {
  const id = useId();
  const ids = { helperText: `${id}-helper`, errorText: `${id}-error` };
  const describedBy = [helperText ? ids.helperText : null, errorText ? ids.errorText : null].filter(Boolean).join(' ');
  return { ids, describedBy: describedBy || undefined };
}
