// Ark's parts by name, not its `Field` namespace, which would bring every part (the textarea with
// its auto-resize, the select, ...) into the login page, the first load of every user.
import { FieldErrorText, FieldHelperText, FieldLabel as ArkFieldLabel, FieldRequiredIndicator, FieldRoot } from '@ark-ui/react/field';
import type { ReactNode } from 'react';
import { field } from '../../../styled-system/recipes';
import type { FieldTextProps } from './text-field';

/** Props of {@link FieldShell}. */
export interface FieldShellProps extends Omit<FieldTextProps, 'label'> {
  /** The helper and error ids from `useFieldDescription`, which the input names in `aria-describedby`. */
  ids: { helperText: string; errorText: string };
  /** The input's id (Ark's field id); generated when left out. */
  id?: string;
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
export function FieldShell({ id, ids, helperText, errorText, invalid, required, disabled, readOnly, children }: FieldShellProps) {
  const styles = field();
  return (
    <FieldRoot id={id} ids={ids} className={styles.root} invalid={invalid ?? Boolean(errorText)} required={required} disabled={disabled} readOnly={readOnly}>
      {children}
      {helperText ? <FieldHelperText className={styles.helperText}>{helperText}</FieldHelperText> : null}
      {errorText ? <FieldErrorText className={styles.errorText}>{errorText}</FieldErrorText> : null}
    </FieldRoot>
  );
}

/** A field's label, with the asterisk Ark shows when the field is required. */
export function FieldLabel({ label }: { label: ReactNode }) {
  const styles = field();
  return (
    <ArkFieldLabel className={styles.label}>
      {label}
      <FieldRequiredIndicator className={styles.required}>*</FieldRequiredIndicator>
    </ArkFieldLabel>
  );
}
