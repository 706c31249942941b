import { useCallback } from 'react';
import { get, useFormContext, useFormState, type FieldError } from 'react-hook-form';
import { useErrorText } from '../../../texts/texts-context';
import type { MerchantProfileFormValues } from '../merchant-profile-values';
import type { FeePath } from './fee-values';

/** What {@link useFeeErrors} gives a group of fields. */
export interface FeeErrors {
  /** The error of `name` in the portal's language, or undefined. */
  errorOf: (name: FeePath) => string | undefined;
  /**
   * Checks `partners` again after a field they depend on changed (min fee and max fee, waive from
   * and waive to, a switch and the fields it enables), but only those the user has left or, after
   * a submit, all of them: a field not yet visited shows no message before it is left.
   */
  revalidate: (partners: readonly FeePath[]) => void;
}

/**
 * The errors of `names` only: the group re-renders when one of them changes, not when a field
 * elsewhere in the merchant profile is typed in. `names` must keep its identity (a constant).
 */
export function useFeeErrors(names: readonly FeePath[]): FeeErrors {
  const { control, getFieldState, trigger } = useFormContext<MerchantProfileFormValues>();
  const formState = useFormState({ control, name: names as FeePath[] });
  const errorText = useErrorText();
  const { errors, isSubmitted } = formState;
  // `errors` only: `getFieldState(name, formState)` would also read `validatingFields`, whose
  // change on every keystroke anywhere in the form (validation is async) would render us again.
  const errorOf = (name: FeePath) => errorText(get(errors, name) as FieldError | undefined);
  const revalidate = useCallback(
    (partners: readonly FeePath[]) => {
      // One name per trigger: react-hook-form then tells only that name's subscribers.
      for (const partner of partners) if (isSubmitted || getFieldState(partner).isTouched) void trigger(partner);
    },
    [getFieldState, isSubmitted, trigger],
  );
  return { errorOf, revalidate };
}
