import { PasswordInput, usePasswordInputContext } from '@ark-ui/react/password-input';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { cx } from '../../../styled-system/css';
import { field } from '../../../styled-system/recipes';
import type { FieldTextProps } from '../text-field';
import { FieldLabel, FieldShell } from '../text-field/field-shell';
import { useFieldDescription } from '../text-field/use-field-description';

/** Props of {@link PasswordField}. */
export interface PasswordFieldProps extends FieldTextProps, Omit<ComponentProps<'input'>, 'children' | 'type'> {
  invalid?: boolean;
  /** Rendered right after the label, e.g. a Tooltip with the password rules. */
  labelAddon?: ReactNode;
  /** Shown password by default (rarely wanted). */
  defaultVisible?: boolean;
}

const visibilityLabel = (visible: boolean) => (visible ? 'Hide password' : 'Show password');

/**
 * The Show/Hide toggle. Ark leaves it out of the Tab order and toggles on pointerdown only, so a
 * keyboard user could neither reach nor press it: it takes part in the Tab order, and a click
 * without a pointer press before it (Enter or Space, `detail` 0) toggles too. Focus stays on the
 * toggle, so the same key hides the password again.
 */
function VisibilityTrigger() {
  const passwordInput = usePasswordInputContext();
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail === 0 && !event.currentTarget.hasAttribute('data-readonly')) passwordInput.toggleVisible();
  };
  return (
    <PasswordInput.VisibilityTrigger className={field().visibilityTrigger} tabIndex={0} onClick={onClick}>
      <PasswordInput.Indicator fallback="Show">Hide</PasswordInput.Indicator>
    </PasswordInput.VisibilityTrigger>
  );
}

/**
 * A password input with a show/hide button, on Ark Field + PasswordInput. The toggle's accessible
 * name ('Show password'/'Hide password') starts with its visible text, as WCAG 2.5.3 asks.
 */
export function PasswordField({
  label,
  helperText,
  errorText,
  invalid,
  required,
  disabled,
  readOnly,
  labelAddon,
  defaultVisible,
  className,
  autoComplete = 'current-password',
  ...input
}: PasswordFieldProps) {
  const styles = field();
  const { ids, describedBy } = useFieldDescription(helperText, errorText);
  return (
    <FieldShell {...{ ids, helperText, errorText, invalid, required, disabled, readOnly }}>
      <PasswordInput.Root
        defaultVisible={defaultVisible}
        translations={{ visibilityTrigger: visibilityLabel }}
        className={styles.root}
      >
        <span className={styles.labelRow}>
          <FieldLabel label={label} />
          {labelAddon}
        </span>
        <PasswordInput.Control className={styles.control}>
          <PasswordInput.Input
            {...input}
            aria-describedby={describedBy}
            autoComplete={autoComplete}
            data-has-trigger=""
            className={cx(styles.input, className)}
          />
          <VisibilityTrigger />
        </PasswordInput.Control>
      </PasswordInput.Root>
    </FieldShell>
  );
}
