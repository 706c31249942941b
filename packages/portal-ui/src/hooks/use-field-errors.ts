import { useCallback } from 'react';
import { get, useFormContext, useFormState, type FieldError, type FieldPath, type FieldValues } from 'react-hook-form';
import { useErrorText } from '../texts/texts-context';

/** What {@link useFieldErrors} gives a group of fields. */
export interface FieldErrorsOf<T extends FieldValues> {
  /** The error of `name` in the portal's language, or undefined. */
  errorOf: (name: FieldPath<T>) => string | undefined;
  /**
   * Checks `partners` again after a field they depend on changed (min and max fee, waive from and
   * waive to, a switch and the fields it enables, the ID type and the ID), but only those the user
   * has left or, after a submit, all of them: a field not yet visited shows no message before it
   * is left.
   */
  revalidate: (partners: readonly FieldPath<T>[]) => void;
}

/**
 * The errors of `names` only: the group re-renders when one of them changes, not when a field
 * elsewhere in the form is typed in. `names` must keep its identity (a constant).
 */
export function useFieldErrors<T extends FieldValues>(names: readonly FieldPath<T>[]): FieldErrorsOf<T> {
  const { control, getFieldState, trigger } = useFormContext<T>();
  // `errors` only: `getFieldState(name, formState)` would also read `validatingFields`, whose
  // change on every keystroke anywhere in the form (validation is async) would render us again.
  const { errors, isSubmitted } = useFormState({ control, name: names as FieldPath<T>[] });
  const errorText = useErrorText();
  const errorOf = (name: FieldPath<T>) => errorText(get(errors, name) as FieldError | undefined);
  const revalidate = useCallback(
    (partners: readonly FieldPath<T>[]) => {
      // One name per trigger: react-hook-form then tells only that name's subscribers.
      for (const partner of partners) if (isSubmitted || getFieldState(partner).isTouched) void trigger(partner);
    },
    [getFieldState, isSubmitted, trigger],
  );
  return { errorOf, revalidate };
}
