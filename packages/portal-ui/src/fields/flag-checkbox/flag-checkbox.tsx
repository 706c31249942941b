import { MERCHANT_PROFILE_FORM_TEXTS } from '@lego-portal/rules';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { Checkbox } from '../../primitives/checkbox';
import { useTexts } from '../../texts/texts-context';
import { useFieldsReadOnly } from '../read-only-fields/read-only-fields';
import { ReadOnlyValue } from '../read-only-fields/read-only-value';

/** Props of {@link FlagCheckbox}. */
export interface FlagCheckboxProps<T extends FieldValues> {
  /** A field holding 'Y' or 'N' (as the API keeps its flags). */
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
  className?: string;
  /** Called after the value changed (e.g. to check the fields it enables again). */
  onChanged?: (checked: boolean) => void;
}

/**
 * A checkbox over a Y/N field of a react-hook-form form: ticked is 'Y', unticked 'N'. Only this
 * checkbox re-renders when its own value changes. Inside `<ReadOnlyFields readOnly>` it shows
 * Yes or No as a read-only value instead.
 */
export function FlagCheckbox<T extends FieldValues>({ name, label, disabled, className, onChanged }: FlagCheckboxProps<T>) {
  const { control } = useFormContext<T>();
  const { field } = useController({ control, name });
  const readOnly = useFieldsReadOnly();
  const texts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  if (readOnly) {
    const shown = field.value === 'Y' ? texts.yes : field.value === 'N' ? texts.no : '';
    return <ReadOnlyValue label={label} value={shown} disabled={disabled} className={className} />;
  }
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
