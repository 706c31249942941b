import type { FocusEvent } from 'react';
import type { FieldPath } from 'react-hook-form';
import { get, useFormState } from 'react-hook-form';
import { TextField } from '../../../primitives/text-field';
import { useErrorText } from '../../../texts/texts-context';
import { inputModeOf, registerFiltered } from '../../../fields/field-filters/field-filters';
import type { MerchantProfileFormValues } from '../merchant-profile-values';
import type { SubAccountForm } from './sub-account-form';
import { ACCOUNT_NUMBER_MAX } from './sub-account-form';

/** Props of {@link SubAccountInput}. */
export interface SubAccountInputProps {
  form: SubAccountForm;
  name: FieldPath<MerchantProfileFormValues>;
  label: string;
  /** An account number (digits, at most 10) or a callback URL. */
  kind: 'account' | 'url';
  helperText?: string;
  required?: boolean;
  /** Called once the field was left and checked. */
  onLeave?: () => void;
}

/**
 * One input of a sub-account row, uncontrolled (`register`), with its own narrow subscription to
 * its error: typing re-renders at most this field, never its row or the list.
 * The list's validation also computes errors of fields nobody has left yet (a row just added is
 * empty), so an error shows only once the field was left or the form submitted.
 */
export function SubAccountInput({ form, name, label, kind, helperText, required, onLeave }: SubAccountInputProps) {
  const state = useFormState({ control: form.control, name, exact: true });
  const errorText = useErrorText();
  const shown = state.submitCount > 0 || get(state.touchedFields, name) === true;
  const registered = kind === 'account' ? registerFiltered(form.register, name, 'digits', ACCOUNT_NUMBER_MAX) : form.register(name);
  const onBlur = async (event: FocusEvent<HTMLInputElement>) => {
    await registered.onBlur(event);
    onLeave?.();
  };
  return (
    <TextField
      label={label}
      helperText={helperText}
      errorText={shown ? errorText(get(state.errors, name)) : undefined}
      required={required}
      autoComplete="off"
      spellCheck={false}
      {...(kind === 'account'
        ? { type: 'text', inputMode: inputModeOf('digits') }
        : { type: 'url', inputMode: 'url' as const })}
      {...registered}
      onBlur={onBlur}
    />
  );
}
