import type { ChangePasswordInput, ChangePasswordMode } from '@lego-portal/rules';
import { AUTH_TEXTS, CHANGE_PASSWORD_MESSAGES, LABELS, changePasswordBlocker } from '@lego-portal/rules';
import type { ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../primitives/button';
import { PasswordField } from '../../../primitives/password-field';
import { useErrorText, useTexts } from '../../../texts/texts-context';
import { NewPasswordField, useConfirmPasswordError } from '../new-password-field';

/** Props of {@link NewPasswordFields}. */
export interface NewPasswordFieldsProps {
  /** The form's react-hook-form (its values are {@link ChangePasswordInput}). */
  form: Pick<UseFormReturn<ChangePasswordInput>, 'register' | 'control' | 'formState'>;
  /** 'change' (the default) also needs the current password before Change Password is enabled; 'forced' has none. */
  mode?: ChangePasswordMode;
  /** The button before Change Password: 'Discard change', or 'Back'. */
  secondary: ReactNode;
}

// Wraps on a narrow screen (320 CSS px, WCAG 1.4.10) rather than overflow.
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '2' });

/**
 * The part both password forms share (change password and the forced change after sign-in): the
 * new password with its rules hint and checklist, its confirmation with the mismatch said as it
 * happens, and 'Change Password', disabled while a field is empty or the two differ and saying
 * which beside it; before it the form's other button. Render it inside the form, after any field
 * of its own. One piece, so a fix to one form's fields reaches the other.
 */
export function NewPasswordFields({ form, mode = 'change', secondary }: NewPasswordFieldsProps) {
  const { register, control, formState } = form;
  const { errors, isSubmitting, touchedFields } = formState;
  const labels = useTexts('label', LABELS);
  const texts = useTexts('auth', AUTH_TEXTS);
  const changeTexts = useTexts('changePassword', CHANGE_PASSWORD_MESSAGES);
  const errorText = useErrorText();
  const [currentPassword, newPassword, confirmPassword] = useWatch({ control, name: ['currentPassword', 'newPassword', 'confirmPassword'] });
  const values = { currentPassword, newPassword, confirmPassword };
  const confirmError = useConfirmPasswordError(values, Boolean(touchedFields.confirmPassword), errors.confirmPassword);
  const blocker = changePasswordBlocker(values, mode);

  return (
    <>
      <NewPasswordField
        label={texts.newPassword}
        password={newPassword}
        errorText={errorText(errors.newPassword)}
        {...register('newPassword', { deps: ['confirmPassword'] })}
      />
      <PasswordField label={texts.confirmPassword} autoComplete="new-password" errorText={confirmError} {...register('confirmPassword')} />
      <div className={actions}>
        {secondary}
        <Button
          type="submit"
          disabled={blocker !== null}
          disabledReason={blocker ? changeTexts[blocker] : undefined}
          loading={isSubmitting}
          loadingText={texts.changingPassword}
        >
          {labels.changePassword}
        </Button>
      </div>
    </>
  );
}
