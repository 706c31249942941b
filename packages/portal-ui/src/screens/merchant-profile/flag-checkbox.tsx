import type { ReactNode } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useController, useFormContext } from 'react-hook-form';
import { Checkbox } from '../../primitives/checkbox';
import type { MerchantProfileFormValues } from './merchant-profile-values';

/** Props of {@link FlagCheckbox}. */
export interface FlagCheckboxProps {
  /** A field holding 'Y' or 'N'. */
  name: FieldPath<MerchantProfileFormValues>;
  label: ReactNode;
  disabled?: boolean;
  className?: string;
  /** Called after the value changed (e.g. to re-check a field that depends on it). */
  onChanged?: (checked: boolean) => void;
}

/**
 * A checkbox over a Y/N field of the merchant profile: ticked is 'Y', unticked 'N'. Only this
 * checkbox re-renders when its own value changes.
 */
export function FlagCheckbox({ name, label, disabled, className, onChanged }: FlagCheckboxProps) {
  const { control } = useFormContext<MerchantProfileFormValues>();
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
