import type { ReactNode } from 'react';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { Checkbox } from '../../primitives/checkbox';

/** Props of {@link FlagCheckbox}. */
export interface FlagCheckboxProps<T extends FieldValues> {
  /** A field holding 'Y' or 'N' (as the API keeps its flags). */
  name: FieldPath<T>;
  label: ReactNode;
  disabled?: boolean;
  className?: string;
  /** Called after the value changed (e.g. to check the fields it enables again). */
  onChanged?: (checked: boolean) => void;
}

/**
 * A checkbox over a Y/N field of a react-hook-form form: ticked is 'Y', unticked 'N'. Only this
 * checkbox re-renders when its own value changes.
 */
export function FlagCheckbox<T extends FieldValues>({ name, label, disabled, className, onChanged }: FlagCheckboxProps<T>) {
  const { control } = useFormContext<T>();
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
