// The show/hide toggle is a plain button, not Ark's PasswordInput: that brought a state machine
// runtime (about 6 kB gzip) into the login page, the first load of every user, for one boolean.
import { FIELD_TEXTS } from '@lego-portal/rules';
import type { ComponentProps, ReactNode } from 'react';
import { forwardRef, useId, useState } from 'react';
import { cx } from '../../../styled-system/css';
import { field } from '../../../styled-system/recipes';
import { useTexts } from '../../texts/texts-context';
import type { FieldTextProps } from '../text-field';
import { FieldLabel, FieldShell, useFieldControlProps } from '../text-field/field-shell';
import { useFieldDescription } from '../text-field/use-field-description';

/** Props of {@link PasswordField}. */
export interface PasswordFieldProps extends FieldTextProps, Omit<ComponentProps<'input'>, 'children' | 'type'> {
  invalid?: boolean;
  /** Rendered right after the label, e.g. a Tooltip with the password rules. */
  labelAddon?: ReactNode;
  /** Shown password by default (rarely wanted). */
  defaultVisible?: boolean;
}

/**
 * A password input with a Show/Hide button. The toggle is in the Tab order right
 * after the input and works with a click, Enter or Space; focus stays on it, so the same key
 * hides the password again. Its accessible name ('Show password'/'Hide password', area `field`
 * in the portal's language) starts with its visible text, as WCAG 2.5.3 asks. The `ref` reaches
 * the `<input>`.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  {
    label,
    helperText,
    errorText,
    invalid,
    required,
    disabled,
    readOnly,
    labelAddon,
    defaultVisible = false,
    className,
    id,
    autoComplete = 'current-password',
    ...input
  },
  ref,
) {
  const styles = field();
  const { ids, describedBy } = useFieldDescription(helperText, errorText);
  const texts = useTexts('field', FIELD_TEXTS);
  const [visible, setVisible] = useState(defaultVisible);
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  return (
    <FieldShell id={inputId} ids={ids} {...{ helperText, errorText, invalid, required, disabled, readOnly }}>
      <span className={styles.labelRow}>
        <FieldLabel label={label} />
        {labelAddon}
      </span>
      <div className={styles.control}>
        <PasswordInput
          {...input}
          ref={ref}
          type={visible ? 'text' : 'password'}
          aria-describedby={describedBy}
          autoComplete={autoComplete}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          data-has-trigger=""
          className={cx(styles.input, className)}
        />
        <button
          type="button"
          className={styles.visibilityTrigger}
          aria-controls={inputId}
          aria-label={visible ? texts.hidePassword : texts.showPassword}
          data-state={visible ? 'visible' : 'hidden'}
          disabled={disabled}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? texts.hide : texts.show}
        </button>
      </div>
    </FieldShell>
  );
});
PasswordField.displayName = 'PasswordField';

/** The field's `<input>`, wired to its label, state and messages. */
const PasswordInput = forwardRef<HTMLInputElement, ComponentProps<'input'>>(function PasswordInput(props, ref) {
  return <input {...useFieldControlProps('input')} {...props} ref={ref} />;
});
