/**
 * What the sub-account parts share: the list's field name, the form methods they use (passed down
 * as props rather than read from `useFormContext`, whose value changes whenever the form above
 * re-renders and would re-render every row with it), and the duplicate check of the list.
 */
import type { MessageKey } from '@lego-portal/rules';
import { hasDuplicateSubAccounts, URL_MASK } from '@lego-portal/rules';
import type {
  Control,
  FieldPath,
  UseFormClearErrors,
  UseFormGetFieldState,
  UseFormGetValues,
  UseFormRegister,
  UseFormSetError,
  UseFormSetFocus,
} from 'react-hook-form';
import type { MerchantProfileFormValues } from '../merchant-profile-values';

/** The field array of the sub-accounts. */
export const SUB_ACCOUNTS = 'merchantDDProfile.merchantSubAcctProfiles';

/** Where react-hook-form keeps the list's own error (the duplicate message). */
export const SUB_ACCOUNTS_ROOT = `${SUB_ACCOUNTS}.root` as FieldPath<MerchantProfileFormValues>;

/** Account numbers (sub-account and shadow) hold at most 10 digits (spec section 5). */
export const ACCOUNT_NUMBER_MAX = 10;

/** The field name of row `index`. */
export const subAccountPath = (index: number) => `${SUB_ACCOUNTS}.${index}` as const;

/** The stable form methods the rows use. */
export interface SubAccountForm {
  control: Control<MerchantProfileFormValues>;
  register: UseFormRegister<MerchantProfileFormValues>;
  getValues: UseFormGetValues<MerchantProfileFormValues>;
  getFieldState: UseFormGetFieldState<MerchantProfileFormValues>;
  setError: UseFormSetError<MerchantProfileFormValues>;
  clearErrors: UseFormClearErrors<MerchantProfileFormValues>;
  setFocus: UseFormSetFocus<MerchantProfileFormValues>;
}

/** A callback URL as the load response gives it: masked (rules' `maskUrl`). */
export const isMaskedUrl = (value: string | undefined): boolean => (value ?? '').includes(URL_MASK);

/** The rules' key of the duplicate message, which the form's error carries as its `type`. */
const DUPLICATED: MessageKey = 'merchantProfile.subAccountDuplicated';

/**
 * Shows or clears 'Sub-account profile is duplicated, please check' (`message`, in the portal's
 * language) as soon as a row's field is left, with the rules' own check, where the submit puts it
 * (the list's `root`). Not
 * `trigger(list)`: react-hook-form drops the whole list's error when it holds both row errors
 * and its own, and running the whole schema on every blur costs more than this comparison.
 */
export function checkDuplicateSubAccounts(form: SubAccountForm, message: string): void {
  const duplicated = hasDuplicateSubAccounts(form.getValues(SUB_ACCOUNTS));
  const shown = form.getFieldState(SUB_ACCOUNTS_ROOT).error !== undefined;
  if (duplicated && !shown) form.setError(SUB_ACCOUNTS_ROOT, { type: DUPLICATED, message });
  // Only when shown: clearing tells every field of the form to render again.
  if (!duplicated && shown) form.clearErrors(SUB_ACCOUNTS_ROOT);
}
