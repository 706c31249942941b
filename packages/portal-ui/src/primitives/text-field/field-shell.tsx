// The wiring of a labelled text control, written here rather than taken from Ark's Field: Ark's
// brought about 8 kB (3 kB gzip) of runtime into the login page, the first load of every user,
// for what is a few ids and attributes. The attributes are Ark Field's (`data-scope="field"`,
// `data-part`, `data-invalid`, `aria-errormessage`, ...), so styles and tests read them as before.
import { createContext, useContext, useId, type ReactNode } from 'react';
import { field } from '../../../styled-system/recipes';
import type { FieldTextProps } from './text-field';

/** Props of {@link FieldShell}. */
export interface FieldShellProps extends Omit<FieldTextProps, 'label'> {
  /** The helper and error ids from `useFieldDescription`, which the input names in `aria-describedby`. */
  ids: { helperText: string; errorText: string };
  /** The input's id; generated when left out. */
  id?: string;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** The label and the input, laid out by the field itself. */
  children: ReactNode;
}

interface FieldState {
  controlId: string;
  errorTextId: string;
  hasErrorText: boolean;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
  readOnly: boolean;
}

const FieldStateContext = createContext<FieldState | null>(null);

function useFieldState(): FieldState {
  const state = useContext(FieldStateContext);
  if (!state) throw new Error('A field part renders inside FieldShell');
  return state;
}

/** `""` when `on` (a present data attribute), else absent. */
const flag = (on: boolean) => (on ? '' : undefined);

/**
 * What every text-like field shares: the field's root with its invalid, required, disabled and
 * read-only state, and the helper and error texts under the control (the error text only while
 * the field is invalid, announced politely).
 */
export function FieldShell({ id, ids, helperText, errorText, invalid, required = false, disabled = false, readOnly = false, children }: FieldShellProps) {
  const styles = field();
  const generated = useId();
  const isInvalid = invalid ?? Boolean(errorText);
  const hasErrorText = Boolean(errorText) && isInvalid;
  const state: FieldState = {
    controlId: id ?? `${generated}-control`,
    errorTextId: ids.errorText,
    hasErrorText,
    invalid: isInvalid,
    required,
    disabled,
    readOnly,
  };
  return (
    <FieldStateContext.Provider value={state}>
      <div
        role="group"
        data-scope="field"
        data-part="root"
        data-invalid={flag(isInvalid)}
        data-disabled={flag(disabled)}
        data-readonly={flag(readOnly)}
        className={styles.root}
      >
        {children}
        {helperText ? (
          <span id={ids.helperText} data-scope="field" data-part="helper-text" data-disabled={flag(disabled)} className={styles.helperText}>
            {helperText}
          </span>
        ) : null}
        {hasErrorText ? (
          <span id={ids.errorText} data-scope="field" data-part="error-text" aria-live="polite" className={styles.errorText}>
            {errorText}
          </span>
        ) : null}
      </div>
    </FieldStateContext.Provider>
  );
}

/** A field's label, with the asterisk (hidden from assistive technology) when the field is required. */
export function FieldLabel({ label }: { label: ReactNode }) {
  const styles = field();
  const { controlId, invalid, required, disabled, readOnly } = useFieldState();
  return (
    <label
      htmlFor={controlId}
      data-scope="field"
      data-part="label"
      data-invalid={flag(invalid)}
      data-required={flag(required)}
      data-disabled={flag(disabled)}
      data-readonly={flag(readOnly)}
      className={styles.label}
    >
      {label}
      {required ? (
        <span aria-hidden="true" data-scope="field" data-part="required-indicator" className={styles.required}>
          *
        </span>
      ) : null}
    </label>
  );
}

/**
 * The props the field's control (`<input>` or `<textarea>`) takes from the field: its id, state
 * and `aria-errormessage`. The control adds its own `aria-describedby` (see `useFieldDescription`).
 */
export function useFieldControlProps(part: 'input' | 'textarea') {
  const { controlId, errorTextId, hasErrorText, invalid, required, disabled, readOnly } = useFieldState();
  return {
    id: controlId,
    'data-scope': 'field',
    'data-part': part,
    'aria-invalid': invalid ? true : undefined,
    'aria-errormessage': hasErrorText ? errorTextId : undefined,
    'data-invalid': flag(invalid),
    'data-required': flag(required),
    'data-readonly': flag(readOnly),
    required,
    disabled,
    readOnly,
  } as const;
}
