import { forwardRef, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../../styled-system/css';
import { field } from '../../../styled-system/recipes';
import { FieldLabel, FieldShell, useFieldControlProps } from './field-shell';
import { useFieldDescription } from './use-field-description';

/** Label, helper and error shared by the text-like fields. */
export interface FieldTextProps {
  /** Visible label, also the input's accessible name. */
  label: ReactNode;
  /** Hint under the input, linked with `aria-describedby`. */
  helperText?: ReactNode;
  /** Validation message; when present the input is `aria-invalid` and the message is described. */
  errorText?: ReactNode;
}

/** Props of {@link TextField}: the props of an `<input>` (incl. `ref`) plus label/helper/error. */
export interface TextFieldProps extends FieldTextProps, Omit<ComponentProps<'input'>, 'children'> {
  /** Forces the invalid state without a message (e.g. a pair of fields sharing one message). */
  invalid?: boolean;
}

/**
 * A labelled text input: the label, helper text and error text are wired to the input
 * with `aria-describedby` and `aria-invalid`, so react-hook-form's `register()` can be spread on it.
 * The `ref` reaches the `<input>` (forwardRef: React 18 passes no `ref` prop to a function component).
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, helperText, errorText, invalid, required, disabled, readOnly, className, ...input },
  ref,
) {
  const { ids, describedBy } = useFieldDescription(helperText, errorText);
  return (
    <FieldShell id={input.id} {...{ ids, helperText, errorText, invalid, required, disabled, readOnly }}>
      <FieldLabel label={label} />
      <FieldInput {...input} ref={ref} aria-describedby={describedBy} className={cx(field().input, className)} />
    </FieldShell>
  );
});
TextField.displayName = 'TextField';

/** The field's `<input>`, wired to its label, state and messages. */
const FieldInput = forwardRef<HTMLInputElement, ComponentProps<'input'>>(function FieldInput(props, ref) {
  return <input {...useFieldControlProps('input')} {...props} ref={ref} />;
});
