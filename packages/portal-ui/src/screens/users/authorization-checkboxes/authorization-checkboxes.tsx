import type { AuthorizationChecked, AuthorizationGroup } from '@lego-portal/rules';
import { AUTHORIZATION_GRANT_TEXTS, AUTHORIZATION_GROUPS, isAuthorizationChildDisabled, toggleAuthorizationGroup } from '@lego-portal/rules';
import { forwardRef, useImperativeHandle, useRef, type Ref } from 'react';
import { css } from '../../../../styled-system/css';
import { CheckboxGroup } from '../../../primitives/checkbox-group';
import { useTexts } from '../../../texts/texts-context';

/** What a form library may do with the checkboxes: move focus to a group's checkbox. */
export interface AuthorizationCheckboxesHandle {
  /** Focuses `group` (by default the first group with an error, else the first group). */
  focus(group?: AuthorizationGroup): void;
}

/** Props of {@link AuthorizationCheckboxes}. */
export interface AuthorizationCheckboxesProps {
  value: AuthorizationChecked;
  onChange: (next: AuthorizationChecked) => void;
  /** The rules' "at least one of …" message of each group, in the portal's language. */
  errors?: Partial<Record<AuthorizationGroup, string>>;
  /** View mode: everything shown, nothing changeable. */
  disabled?: boolean;
  /** The {@link AuthorizationCheckboxesHandle}, for react-hook-form's `field.ref`. */
  ref?: Ref<AuthorizationCheckboxesHandle>;
}

const GROUPS = Object.keys(AUTHORIZATION_GROUPS) as AuthorizationGroup[];
const styles = { root: css({ display: 'flex', flexDirection: 'column', gap: '5' }) };

/**
 * The grants a merchant user can give (spec sections 5 and 6): Account (Profile, Customer) and
 * Report (Transaction, Registration, Online Registration Monitoring, and the inferred Payment
 * Summary by Status of issue 17). A group ticks or unticks all its children, its children are
 * disabled while it is unticked, and it shows as indeterminate while only some are ticked. User
 * management and the scheduled report are not offered: a created user gets them as N, an
 * updated one keeps what is stored.
 */
export const AuthorizationCheckboxes = forwardRef<AuthorizationCheckboxesHandle, AuthorizationCheckboxesProps>(function AuthorizationCheckboxes(
  { value, onChange, errors, disabled = false },
  ref,
) {
  const root = useRef<HTMLDivElement>(null);
  // Labelled by the catalogue's `authorizationGrant` text of each flag.
  const labels = useTexts('authorizationGrant', AUTHORIZATION_GRANT_TEXTS);
  useImperativeHandle(ref, () => ({
    focus(group) {
      const index = group ? GROUPS.indexOf(group) : Math.max(GROUPS.findIndex((each) => errors?.[each]), 0);
      // One CheckboxGroup per child element; its first checkbox is the group's own.
      root.current?.children[index]?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
    },
  }));
  return (
    <div ref={root} className={styles.root}>
      {GROUPS.map((group) => (
        <CheckboxGroup
          key={group}
          label={labels[group]}
          items={AUTHORIZATION_GROUPS[group].map((child) => ({ value: child, label: labels[child] }))}
          checked={value[group]}
          value={AUTHORIZATION_GROUPS[group].filter((child) => value[child])}
          disabled={disabled}
          errorText={errors?.[group]}
          indeterminateWhenPartial
          onChange={(next) => {
            if (next.checked !== value[group]) {
              onChange(toggleAuthorizationGroup(value, group, next.checked));
              return;
            }
            // Children of an unticked group cannot change (the rules' disabled state).
            if (isAuthorizationChildDisabled(value, group)) return;
            const children = Object.fromEntries(AUTHORIZATION_GROUPS[group].map((child) => [child, next.value.includes(child)]));
            onChange({ ...value, ...children });
          }}
        />
      ))}
    </div>
  );
});
AuthorizationCheckboxes.displayName = 'AuthorizationCheckboxes';
