// Parts by name, not the `PasswordInput` namespace, which would bring every part (root provider,
// label) into the login page, the first load of every user.
import {
  PasswordInputControl,
  PasswordInputIndicator,
  PasswordInputInput,
  PasswordInputRoot,
  PasswordInputVisibilityTrigger,
  usePasswordInputContext,
} from '@ark-ui/react/password-input';
import { FIELD_TEXTS } from '@lego-portal/rules';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { cx } from '../../../styled-system/css';
import { field } from '../../../styled-system/recipes';
import type { FieldTextProps } from '../text-field';
import { FieldLabel, FieldShell } from '../text-field/field-shell';
import { useFieldDescription } from '../text-field/use-field-description';
import { useTexts } from '../../texts/texts-context';

/** Props of {@link PasswordField}. */
export interface PasswordFieldProps extends FieldTextProps, Omit<ComponentProps<'input'>, 'children' | 'type'> {
  invalid?: boolean;
  /** Rendered right after the label, e.g. a Tooltip with the password rules. */
  labelAddon?: ReactNode;
  /** Shown password by default (rarely wanted). */
  defaultVisible?: boolean;
}

/**
 * The Show/Hide toggle. Ark leaves it out of the Tab order and toggles on pointerdown only, so a
 * keyboard user could neither reach nor press it: it takes part in the Tab order, and a click
 * without a pointer press before it (Enter or Space, `detail` 0) toggles too. Focus stays on the
 * toggle, so the same key hides the password again.
 */
function VisibilityTrigger({ showText, hideText }: { showText: string; hideText: string }) {
  const passwordInput = usePasswordInputContext();
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail === 0 && !event.currentTarget.hasAttribute('data-readonly')) passwordInput.toggleVisible();
  };
  return (
    <PasswordInputVisibilityTrigger className={field().visibilityTrigger} tabIndex={0} onClick={onClick}>
      <PasswordInputIndicator fallback={showText}>{hideText}</PasswordInputIndicator>
    </PasswordInputVisibilityTrigger>
  );
}

/**
 * A password input with a show/hide button, on Ark Field + PasswordInput. The toggle's accessible
 * name ('Show password'/'Hide password', area `field` in the portal's language) starts with its
 * visible text, as WCAG 2.5.3 asks.
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
  const texts = useTexts('field', FIELD_TEXTS);
  return (
    <FieldShell {...{ ids, helperText, errorText, invalid, required, disabled, readOnly }}>
      <PasswordInputRoot
        defaultVisible={defaultVisible}
        translations={{ visibilityTrigger: (visible) => (visible ? texts.hidePassword : texts.showPassword) }}
        className={styles.root}
      >
        <span className={styles.labelRow}>
          <FieldLabel label={label} />
          {labelAddon}
        </span>
        <PasswordInputControl className={styles.control}>
          <PasswordInputInput
            {...input}
            aria-describedby={describedBy}
            autoComplete={autoComplete}
            data-has-trigger=""
            className={cx(styles.input, className)}
          />
          <VisibilityTrigger showText={texts.show} hideText={texts.hide} />
        </PasswordInputControl>
      </PasswordInputRoot>
    </FieldShell>
  );
}
