import { get, useFormContext, useFormState } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import type { ReactNode } from 'react';
import { TextField } from '../../primitives/text-field';
import { useErrorText } from '../../texts/texts-context';
import type { FieldFilter } from './field-filters';
import { inputModeOf, registerFiltered } from './field-filters';
import type { MerchantProfileFormValues } from './merchant-profile-values';

/** Props of {@link ProfileTextField}. */
export interface ProfileTextFieldProps {
  name: FieldPath<MerchantProfileFormValues>;
  label: ReactNode;
  /** Digits only, or digits and a dot. */
  filter?: FieldFilter;
  required?: boolean;
  maxLength?: number;
  type?: 'text' | 'email' | 'tel' | 'url';
  helperText?: ReactNode;
  autoComplete?: string;
}

/**
 * A text field of the merchant profile form: registered (uncontrolled, so typing re-renders
 * nothing else), its error under it, subscribed to its own error only.
 */
export function ProfileTextField({ name, label, filter, required, maxLength, type = 'text', helperText, autoComplete = 'off' }: ProfileTextFieldProps) {
  const { register } = useFormContext<MerchantProfileFormValues>();
  const { errors } = useFormState<MerchantProfileFormValues>({ name, exact: true });
  const errorText = useErrorText();
  const registered = filter ? registerFiltered(register, name, filter, maxLength) : register(name);
  return (
    <TextField
      label={label}
      type={type}
      required={required}
      maxLength={filter ? undefined : maxLength}
      autoComplete={autoComplete}
      inputMode={filter ? inputModeOf(filter) : type === 'email' ? 'email' : type === 'tel' ? 'tel' : undefined}
      helperText={helperText}
      errorText={errorText(get(errors, name))}
      {...registered}
    />
  );
}
