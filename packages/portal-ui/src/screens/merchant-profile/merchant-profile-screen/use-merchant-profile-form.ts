import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useStaffAccess } from '../../../hooks/use-staff-access';
import { usePortal } from '../../../provider/portal-provider';
import { merchantProfileResolver } from '../merchant-profile-resolver';
import type { MerchantProfileFormValues, MerchantProfileLoaded } from '../merchant-profile-values';
import { merchantProfileValuesOf } from '../merchant-profile-values';

/**
 * The form over the loaded profile, and leaving it: `leave(to)` drops the edits and navigates
 * once the form is clean again, so the leave guard has let go before the navigation happens.
 */
export function useMerchantProfileForm(loaded: MerchantProfileLoaded) {
  const { navigation } = usePortal();
  const { setsBankTerms } = useStaffAccess();
  const loadedValues = useMemo(() => merchantProfileValuesOf(loaded), [loaded]);
  const form = useForm<MerchantProfileFormValues>({
    defaultValues: loadedValues,
    // Follows the stored profile (e.g. the status after Inactivate) without overwriting edits.
    values: loadedValues,
    resetOptions: { keepDirtyValues: true },
    resolver: merchantProfileResolver({ bankTerms: setsBankTerms }),
    // A field shows its error once it was left (or the form submitted), never before anyone typed.
    mode: 'onTouched',
    // The screen focuses the first invalid field itself, in the order the form shows them and
    // including groups and selects (react-hook-form knows only registered inputs, in the order
    // they registered, and would focus again after the error modal opened).
    shouldFocusError: false,
  });
  // Where to go once the form is clean again (after Discard Edit or a save).
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const { isDirty } = form.formState;
  useEffect(() => {
    if (leaveTo !== null && !isDirty) navigation.navigate(leaveTo);
  }, [leaveTo, isDirty, navigation]);

  const leave = (to: string) => {
    form.reset(loadedValues);
    setLeaveTo(to);
  };

  return {
    form,
    isDirty,
    /** Drops the edits and goes to `to` once the form is clean. */
    leave,
    /** `leave` was called: the form is on its way out. */
    leaving: leaveTo !== null,
  };
}
