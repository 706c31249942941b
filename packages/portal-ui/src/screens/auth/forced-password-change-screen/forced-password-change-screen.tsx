import { yupResolver } from '@hookform/resolvers/yup';
import type { ChangePasswordInput, KeyedMessage } from '@lego-portal/rules';
import { AUTH_TEXTS, LABELS, CHANGE_PASSWORD_MESSAGES, changePasswordBlocker, changePasswordSchema } from '@lego-portal/rules';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../primitives/button';
import { PasswordField } from '../../../primitives/password-field';
import { usePortal } from '../../../provider/portal-provider';
import { useSessionController } from '../../../session/session-context';
import { useErrorText, useMessage, useTexts } from '../../../texts/texts-context';
import { AuthPage } from '../auth-page';
import { Announcer, useAnnouncement } from '../announcer';
import { FormAlert } from '../form-alert';
import { useSingleFlight } from '../../../hooks/use-single-flight';
import { NewPasswordField, useConfirmPasswordError } from '../new-password-field';

/** Props of {@link ForcedPasswordChangeScreen}. */
export interface ForcedPasswordChangeScreenProps {
  /** Where to go once signed in; `paths.home()` by default (spec section 4). */
  redirectTo?: string;
}

// The forced schema ignores `currentPassword`: it has no field here and stays empty.
const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

const resolver = yupResolver(changePasswordSchema({ mode: 'forced' }));

const form = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const actions = css({ display: 'flex', gap: '3', mt: '2' });

/**
 * The forced password change after a 202 sign-in (spec sections 4 and 5): a new password with
 * the rules hint and its confirmation. The change-password rules apply (8-16 characters, lower,
 * upper, digit, one of ! @ # $ & *; the confirmation must match); the submit button stays
 * disabled while a field is empty or the two differ. The sign-in is then sent again with the
 * new password; on success the user goes home, on failure the server's message is shown and
 * nothing typed is lost. 'Back' returns to the login screen.
 */
export function ForcedPasswordChangeScreen({ redirectTo }: ForcedPasswordChangeScreenProps) {
  const { navigation, paths } = usePortal();
  const controller = useSessionController();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting, touchedFields },
  } = useForm<ChangePasswordInput>({ resolver, defaultValues: EMPTY });
  const [failure, setFailure] = useState<(KeyedMessage & { key: number }) | null>(null);
  const [announcement, announce] = useAnnouncement();
  const labels = useTexts('label', LABELS);
  const texts = useTexts('auth', AUTH_TEXTS);
  const textOf = useMessage();
  const changeTexts = useTexts('changePassword', CHANGE_PASSWORD_MESSAGES);
  const errorText = useErrorText();

  const [newPassword, confirmPassword] = useWatch({ control, name: ['newPassword', 'confirmPassword'] });
  const values = { newPassword, confirmPassword };
  const confirmError = useConfirmPasswordError(values, Boolean(touchedFields.confirmPassword), errors.confirmPassword);
  const blocker = changePasswordBlocker(values, 'forced');

  const onValid = useSingleFlight(async (input: ChangePasswordInput) => {
    setFailure(null);
    const outcome = await controller.completeNewPassword(input.newPassword);
    if (outcome.kind === 'signedIn') {
      navigation.navigate(redirectTo ?? paths.home());
      return;
    }
    if (outcome.kind === 'error') setFailure((previous) => ({ message: outcome.message, code: outcome.code, key: (previous?.key ?? 0) + 1 }));
  });

  const onInvalid = (formErrors: FieldErrors<ChangePasswordInput>) => {
    const first = errorText(formErrors.newPassword ?? formErrors.confirmPassword);
    if (first) announce(first);
  };

  return (
    <AuthPage title={labels.changePassword} description={texts.forcedChangeIntro}>
      {failure ? (
        <FormAlert key={failure.key} tone="danger" role="alert">
          {textOf(failure.code, failure.message)}
        </FormAlert>
      ) : null}
      <form className={form} noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
        <NewPasswordField
          label={texts.newPassword}
          password={values.newPassword}
          errorText={errorText(errors.newPassword)}
          {...register('newPassword', { deps: ['confirmPassword'] })}
        />
        <PasswordField label={texts.confirmPassword} autoComplete="new-password" errorText={confirmError} {...register('confirmPassword')} />
        <div className={actions}>
          <Button variant="outline" onClick={() => controller.cancelNewPassword()}>
            {labels.back}
          </Button>
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
        <Announcer announcement={announcement} />
      </form>
    </AuthPage>
  );
}
