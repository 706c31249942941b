import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Checkbox } from '../../../../primitives/checkbox';
import type { CustomerFormValues } from '../customer-form-values';

/** Props of {@link FlagCheckbox}. */
export interface FlagCheckboxProps {
  /** A field holding 'Y' or 'N'. */
  name: 'waiveFlag' | 'isAlwaysValid';
  label: ReactNode;
  disabled?: boolean;
  className?: string;
  /** Called after the value changed (e.g. to check the fields it enables again). */
  onChanged?: (checked: boolean) => void;
}

/** A checkbox over a Y/N field of the customer form: ticked is 'Y', unticked 'N'. */
export function FlagCheckbox({ name, label, disabled, className, onChanged }: FlagCheckboxProps) {
  const { control } = useFormContext<CustomerFormValues>();
  const { field } = useController({ control, name });
  return (
    <Checkbox
      name={name}
      label={label}
      checked={field.value === 'Y'}
      disabled={disabled}
      className={className}
      onCheckedChange={(checked) => {
        field.onChange(checked === true ? 'Y' : 'N');
        field.onBlur();
        onChanged?.(checked === true);
      }}
    />
  );
}
