/**
 * Numeric and decimal fields of the customer form accept only what they may hold (spec section 5:
 * "Numeric fields accept only digits; decimal fields only digits and a dot"): other characters
 * are dropped as they are typed or pasted. The same filters as the merchant profile's (screens do
 * not import each other).
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
 * `maxLength` of the rest (given here, not as the input's `maxLength`, which would cut a paste
 * such as '081-234-5678' before the filter runs and lose digits).
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
