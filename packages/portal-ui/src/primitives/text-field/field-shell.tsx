import { Field } from '@ark-ui/react/field';
import type { ReactNode } from 'react';
import { field } from '../../../styled-system/recipes';
import type { FieldTextProps } from './text-field';

/** Props of {@link FieldShell}. */
export interface FieldShellProps extends Omit<FieldTextProps, 'label'> {
  /** The helper and error ids from `useFieldDescription`, which the input names in `aria-describedby`. */
  ids: { helperText: string; errorText: string };
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** The label and the input, laid out by the field itself. */
  children: ReactNode;
}

/**
 * What every text-like field shares: the Ark Field root with its invalid, required, disabled and
 * read-only state, and the helper and error texts under the input.
 */
export function FieldShell({ ids, helperText, errorText, invalid, required, disabled, readOnly, children }: FieldShellProps) {
  const styles = field();
  return (
    <Field.Root ids={ids} className={styles.root} invalid={invalid ?? Boolean(errorText)} required={required} disabled={disabled} readOnly={readOnly}>
      {children}
      {helperText ? <Field.HelperText className={styles.helperText}>{helperText}</Field.HelperText> : null}
      {errorText ? <Field.ErrorText className={styles.errorText}>{errorText}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** A field's label, with the asterisk Ark shows when the field is required. */
export function FieldLabel({ label }: { label: ReactNode }) {
  const styles = field();
  return (
    <Field.Label className={styles.label}>
      {label}
      <Field.RequiredIndicator className={styles.required}>*</Field.RequiredIndicator>
    </Field.Label>
  );
}
