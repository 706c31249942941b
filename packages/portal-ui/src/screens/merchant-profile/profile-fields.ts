/**
 * The shared form fields (src/fields) typed by the merchant profile's values, so a misspelt field
 * name fails the typecheck.
 */
import { ChoiceRadios } from '../../fields/choice-radios/choice-radios';
import { FlagCheckbox } from '../../fields/flag-checkbox/flag-checkbox';
import { FormTextField } from '../../fields/form-text-field/form-text-field';
import { useFieldErrors } from '../../hooks/use-field-errors';
import type { MerchantProfileFormValues } from './merchant-profile-values';

/** A text field of the merchant profile. */
export const ProfileTextField = FormTextField<MerchantProfileFormValues>;
/** A Y/N checkbox of the merchant profile. */
export const ProfileFlag = FlagCheckbox<MerchantProfileFormValues>;
/** Radios of the merchant profile. */
export const ProfileChoice = ChoiceRadios<MerchantProfileFormValues>;
/** The errors of a group of merchant profile fields. */
export const useProfileErrors = useFieldErrors<MerchantProfileFormValues>;
