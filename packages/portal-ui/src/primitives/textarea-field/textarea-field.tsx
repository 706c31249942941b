import { forwardRef, type ComponentProps } from 'react';
import { css, cx } from '../../../styled-system/css';
import { field } from '../../../styled-system/recipes';
import type { FieldTextProps } from '../text-field';
import { FieldLabel, FieldShell, useFieldControlProps } from '../text-field/field-shell';
import { useFieldDescription } from '../text-field/use-field-description';

/** Props of {@link TextareaField}: the props of a `<textarea>` (incl. `ref`) plus label/helper/error. */
export interface TextareaFieldProps extends FieldTextProps, Omit<ComponentProps<'textarea'>, 'children'> {
  /** Forces the invalid state without a message. */
  invalid?: boolean;
}

/** The text input's look, a few lines high, growing only when the user drags it taller. */
const multiLine = css({ minHeight: '20', height: 'auto', py: '2', resize: 'vertical', lineHeight: '1.5' });

/**
 * A labelled multi-line text input (a note, a description): wired like `TextField`,
 * with `aria-describedby` and `aria-invalid`, so react-hook-form's `register()` can be spread on it.
 * Enter starts a new line instead of submitting the form. The `ref` reaches the `<textarea>`.
 */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, helperText, errorText, invalid, required, disabled, readOnly, className, rows = 3, ...textarea },
  ref,
) {
  const { ids, describedBy } = useFieldDescription(helperText, errorText);
  return (
    <FieldShell id={textarea.id} {...{ ids, helperText, errorText, invalid, required, disabled, readOnly }}>
      <FieldLabel label={label} />
      <FieldTextarea {...textarea} ref={ref} rows={rows} aria-describedby={describedBy} className={cx(field().input, multiLine, className)} />
    </FieldShell>
  );
});
TextareaField.displayName = 'TextareaField';

/** The field's `<textarea>`, wired to its label, state and messages. */
const FieldTextarea = forwardRef<HTMLTextAreaElement, ComponentProps<'textarea'>>(function FieldTextarea(props, ref) {
  return <textarea {...useFieldControlProps('textarea')} {...props} ref={ref} />;
});
