/**
 * Numeric and decimal fields (the merchant profile, the customer form) accept only what they may hold (spec
 * section 5: "Numeric fields accept only digits; decimal fields only digits and a dot"): the
 * other characters are dropped as they are typed or pasted, so the value never holds them.
 */
import type { FieldPath, FieldValues, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';

/** Digits only. */
export const keepDigits = (value: string): string => value.replace(/\D+/g, '');

/** Digits and the first dot only. */
export function keepDecimal(value: string): string {
  const cleaned = value.replace(/[^\d.]+/g, '');
  const dot = cleaned.indexOf('.');
  return dot < 0 ? cleaned : cleaned.slice(0, dot + 1) + cleaned.slice(dot + 1).replace(/\./g, '');
}

/** What kind of characters a field takes. */
export type FieldFilter = 'digits' | 'decimal';

const FILTERS: Record<FieldFilter, (value: string) => string> = { digits: keepDigits, decimal: keepDecimal };

/**
 * `register(name)` of a field that drops characters it may not hold, then keeps at most
 * `maxLength` of the rest. The input's value is rewritten in place (the caret stays at the end of
 * what was kept), then react-hook-form reads it. Give the limit here rather than as the input's
 * `maxLength`: the browser cuts a paste at that length before the filter runs, so pasting
 * '02-2222-5555' into a 10-digit field would lose a digit.
 * Spread the result on the input, with `inputMode` from {@link inputModeOf}.
 */
export function registerFiltered<T extends FieldValues>(
  register: UseFormRegister<T>,
  name: FieldPath<T>,
  filter: FieldFilter,
  maxLength?: number,
): UseFormRegisterReturn<FieldPath<T>> {
  const registered = register(name);
  return {
    ...registered,
    onChange: (event: { target: unknown; type?: unknown }) => {
      const input = event.target as HTMLInputElement;
      const kept = FILTERS[filter](input.value).slice(0, maxLength);
      if (kept !== input.value) {
        const caret = Math.max(0, (input.selectionStart ?? kept.length) - (input.value.length - kept.length));
        input.value = kept;
        input.setSelectionRange?.(caret, caret);
      }
      return registered.onChange(event);
    },
  };
}

/** The on-screen keyboard of a filtered field. */
export const inputModeOf = (filter: FieldFilter): 'numeric' | 'decimal' => (filter === 'digits' ? 'numeric' : 'decimal');
