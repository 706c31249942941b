import { TextField } from '../../primitives/text-field';
import { fieldLayout } from '../field-layout';

/** Props of {@link ReadOnlyValue}. */
export interface ReadOnlyValueProps {
  label: string;
  /** The value as a person reads it (Yes or No, the choice's text, DD/MM/YYYY). */
  value: string;
  /** A field its switch turned off: shown as disabled, as in the editable form. */
  disabled?: boolean;
  className?: string;
}

/**
 * A shared field's value in the read-only mode ({@link ReadOnlyFields}): a read-only text field
 * (announced as read-only, not a control that can be changed), in the form's read-only style.
 */
export function ReadOnlyValue({ label, value, disabled, className }: ReadOnlyValueProps) {
  // The input takes the read-only style; a wrapper keeps the grid class (`wide`) of the field.
  const field = <TextField label={label} value={value} readOnly disabled={disabled} className={fieldLayout.readOnly} />;
  return className ? <div className={className}>{field}</div> : field;
}
