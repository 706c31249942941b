import { createContext, useContext, type ReactNode } from 'react';

const ReadOnlyContext = createContext(false);

/** Props of {@link ReadOnlyFields}. */
export interface ReadOnlyFieldsProps {
  /** True: every shared form field inside shows its value read-only; false: they stay editable. */
  readOnly: boolean;
  children: ReactNode;
}

/**
 * A read-only mode of the shared form fields (`FormTextField`, `FlagCheckbox`, `ChoiceRadios`,
 * `DayField`): inside it each shows its value as a read-only text field, announced as read-only
 * and styled as the form's other values nobody here may change, never as an input that looks
 * editable. The fields keep their place in the form, so the form's values stay what was loaded.
 */
export function ReadOnlyFields({ readOnly, children }: ReadOnlyFieldsProps) {
  return <ReadOnlyContext.Provider value={readOnly}>{children}</ReadOnlyContext.Provider>;
}

/** Whether the shared form fields here are read-only (inside `<ReadOnlyFields readOnly>`). */
export function useFieldsReadOnly(): boolean {
  return useContext(ReadOnlyContext);
}
