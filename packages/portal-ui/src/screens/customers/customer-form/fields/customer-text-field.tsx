import type { ReactNode } from 'react';
import type { FieldPath } from 'react-hook-form';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { TextField } from '../../../../primitives/text-field';
import { useErrorText } from '../../../../texts/texts-context';
import type { CustomerFormValues } from '../customer-form-values';
import type { FieldFilter } from './field-filters';
import { inputModeOf, registerFiltered } from './field-filters';

/** A field of the customer form, by its form name. */
export type CustomerPath = FieldPath<CustomerFormValues>;

/** Props of {@link CustomerTextField}. */
export interface CustomerTextFieldProps {
  name: CustomerPath;
  label: ReactNode;
  /** Digits only, or digits and one dot; any text when absent. */
  filter?: FieldFilter;
  required?: boolean;
  maxLength?: number;
  type?: 'text' | 'email' | 'tel';
  helperText?: ReactNode;
  disabled?: boolean;
  readOnly?: boolean;
  className?: string;
  /** Called after the value changed (e.g. to check a partner field again). */
  onValueChange?: () => void;
}

/**
 * A text field of the customer form: registered (uncontrolled, so typing re-renders nothing
 * else), its error under it in the portal's language, subscribed to its own error only.
 */
export function CustomerTextField({ name, label, filter, required, maxLength, type = 'text', helperText, disabled, readOnly, className, onValueChange }: CustomerTextFieldProps) {
  const { register } = useFormContext<CustomerFormValues>();
  const { errors } = useFormState<CustomerFormValues>({ name, exact: true });
  const errorText = useErrorText();
  const registered = filter ? registerFiltered(register, name, filter, maxLength) : register(name);
  return (
    <TextField
      label={label}
      type={type}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      className={className}
      maxLength={filter ? undefined : maxLength}
      autoComplete="off"
      spellCheck={false}
      inputMode={filter ? inputModeOf(filter) : type === 'email' ? 'email' : type === 'tel' ? 'tel' : undefined}
      helperText={helperText}
      errorText={errorText(get(errors, name))}
      {...registered}
      onChange={async (event) => {
        await registered.onChange(event);
        onValueChange?.();
      }}
    />
  );
}
