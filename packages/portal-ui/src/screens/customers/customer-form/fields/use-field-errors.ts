import { useCallback } from 'react';
import { get, useFormContext, useFormState, type FieldError } from 'react-hook-form';
import { useErrorText } from '../../../../texts/texts-context';
import type { CustomerFormValues } from '../customer-form-values';
import type { CustomerPath } from './customer-text-field';

/** What {@link useFieldErrors} gives a group of fields. */
export interface FieldErrorsOf {
  /** The error of `name` in the portal's language, or undefined. */
  errorOf: (name: CustomerPath) => string | undefined;
  /**
   * Checks `partners` again after a field they depend on changed (waive from and waive to, a
   * switch and the fields it enables, the ID type and the ID), but only those already left or,
   * after a submit, all of them: a field not yet visited shows no message before it is left.
   */
  revalidate: (partners: readonly CustomerPath[]) => void;
}

/** The errors of `names` only (a constant), so the group re-renders when one of them changes. */
export function useFieldErrors(names: readonly CustomerPath[]): FieldErrorsOf {
  const { control, getFieldState, trigger } = useFormContext<CustomerFormValues>();
  const { errors, isSubmitted } = useFormState({ control, name: names as CustomerPath[] });
  const errorText = useErrorText();
  const errorOf = (name: CustomerPath) => errorText(get(errors, name) as FieldError | undefined);
  const revalidate = useCallback(
    (partners: readonly CustomerPath[]) => {
      for (const partner of partners) if (isSubmitted || getFieldState(partner).isTouched) void trigger(partner);
    },
    [getFieldState, isSubmitted, trigger],
  );
  return { errorOf, revalidate };
}
