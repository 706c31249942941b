import { cx } from '../../../styled-system/css';
import { get, useFormContext, useFormState, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../../primitives/text-field';
import { useErrorText } from '../../texts/texts-context';
import { inputModeOf, registerFiltered, type FieldFilter } from '../field-filters/field-filters';
import { fieldLayout } from '../field-layout';
import { useFieldsReadOnly } from '../read-only-fields/read-only-fields';

/** Props of {@link FormTextField}: a text field's props, named by its form path. */
export interface FormTextFieldProps<T extends FieldValues> extends Omit<TextFieldProps, 'name' | 'onChange' | 'onBlur' | 'ref' | 'errorText' | 'type'> {
  /** The field of the form this input is registered under. */
  name: FieldPath<T>;
  /** Digits only, or digits and one dot (spec section 5); any text when absent. */
  filter?: FieldFilter;
  type?: 'text' | 'email' | 'tel' | 'url';
  /** Called after the value changed, e.g. to check a partner field again. */
  onValueChange?: () => void;
}

/**
 * A text field of a react-hook-form form: registered (uncontrolled, so typing re-renders nothing
 * else, and the form's `ref` reaches the input, so a failed submit focuses it), its error under it
 * in the portal's language, subscribed to its own error only. A filtered field keeps its length
 * limit in the filter: the input's own `maxLength` would cut a paste before the filter drops the
 * separators. Inside `<ReadOnlyFields readOnly>` the input is read-only, in the read-only style.
 */
export function FormTextField<T extends FieldValues>({ name, filter, maxLength, type = 'text', inputMode, autoComplete = 'off', onValueChange, ...props }: FormTextFieldProps<T>) {
  const { register } = useFormContext<T>();
  const { errors } = useFormState<T>({ name, exact: true });
  const errorText = useErrorText();
  const readOnly = useFieldsReadOnly();
  const registered = filter ? registerFiltered(register, name, filter, maxLength) : register(name);
  return (
    <TextField
      type={type}
      autoComplete={autoComplete}
      spellCheck={false}
      maxLength={filter ? undefined : maxLength}
      inputMode={filter ? inputModeOf(filter) : (inputMode ?? (type === 'email' ? 'email' : type === 'tel' ? 'tel' : undefined))}
      {...props}
      {...(readOnly ? { readOnly: true, className: cx(props.className, fieldLayout.readOnly) } : {})}
      errorText={errorText(get(errors, name))}
      {...registered}
      onChange={async (event) => {
        await registered.onChange(event);
        onValueChange?.();
      }}
    />
  );
}
