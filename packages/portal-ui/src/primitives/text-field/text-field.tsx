// By name, not Ark's `Field` namespace: see field-shell.tsx.
import { FieldInput } from '@ark-ui/react/field';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../../styled-system/css';
import { field } from '../../../styled-system/recipes';
import { FieldLabel, FieldShell } from './field-shell';
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
 * A labelled text input on Ark Field: the label, helper text and error text are wired to the input
 * with `aria-describedby` and `aria-invalid`, so react-hook-form's `register()` can be spread on it.
 */
export function TextField({ label, helperText, errorText, invalid, required, disabled, readOnly, className, ...input }: TextFieldProps) {
  const { ids, describedBy } = useFieldDescription(helperText, errorText);
  return (
    <FieldShell {...{ ids, helperText, errorText, invalid, required, disabled, readOnly }}>
      <FieldLabel label={label} />
      <FieldInput {...input} aria-describedby={describedBy} className={cx(field().input, className)} />
    </FieldShell>
  );
}
