import { yupResolver } from '@hookform/resolvers/yup';
import type { ChangePasswordInput, KeyedMessage } from '@lego-portal/rules';
import { AUTH_TEXTS, LABELS, changePasswordSchema } from '@lego-portal/rules';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../primitives/button';
import { usePortal } from '../../../provider/portal-provider';
import { useSessionController } from '../../../session/session-context';
import { useErrorText, useMessage, useTexts } from '../../../texts/texts-context';
import { AuthPage } from '../auth-page';
import { Announcer, useAnnouncement } from '../announcer';
import { FormAlert } from '../form-alert';
import { useSingleFlight } from '../../../hooks/use-single-flight';
import { NewPasswordFields } from '../new-password-fields';

/** Props of {@link ForcedPasswordChangeScreen}. */
export interface ForcedPasswordChangeScreenProps {
  /** Where to go once signed in; `paths.home()` by default (spec section 4). */
  redirectTo?: string;
}

// The forced schema ignores `currentPassword`: it has no field here and stays empty.
const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

const resolver = yupResolver(changePasswordSchema({ mode: 'forced' }));

const formLayout = css({ display: 'flex', flexDirection: 'column', gap: '4' });

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
  const form = useForm<ChangePasswordInput>({ resolver, defaultValues: EMPTY });
  const [failure, setFailure] = useState<(KeyedMessage & { key: number }) | null>(null);
  const [announcement, announce] = useAnnouncement();
  const labels = useTexts('label', LABELS);
  const texts = useTexts('auth', AUTH_TEXTS);
  const textOf = useMessage();
  const errorText = useErrorText();

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
      <form className={formLayout} noValidate onSubmit={form.handleSubmit(onValid, onInvalid)}>
        <NewPasswordFields
          form={form}
          mode="forced"
          secondary={
            <Button variant="outline" onClick={() => controller.cancelNewPassword()}>
              {labels.back}
            </Button>
          }
        />
        <Announcer announcement={announcement} />
      </form>
    </AuthPage>
  );
}
