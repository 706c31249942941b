import { yupResolver } from '@hookform/resolvers/yup';
import { LegoApiError, legoMutations, useLegoMutation } from '@lego-portal/api-client';
import type { ChangePasswordInput, KeyedMessage } from '@lego-portal/rules';
import { AUTH_TEXTS, LABELS, changePasswordFailure, changePasswordSchema } from '@lego-portal/rules';
import { useId, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../primitives/button';
import { Card } from '../../../primitives/card';
import { PasswordField } from '../../../primitives/password-field';
import { usePortal } from '../../../provider/portal-provider';
import { useErrorText, useMessage, useTexts } from '../../../texts/texts-context';
import { Announcer, useAnnouncement } from '../announcer';
import { FormAlert } from '../form-alert';
import { PasswordChanged } from '../password-changed';
import { useSingleFlight } from '../../../hooks/use-single-flight';
import { NewPasswordFields } from '../new-password-fields';

/** Props of {@link ChangePasswordScreen}. */
export interface ChangePasswordScreenProps {
  /** Where to go after a successful change; `paths.home()` by default (spec section 4). */
  redirectTo?: string;
}

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };
/** Time to read the success message before going home (the spec gives none). */
const REDIRECT_SECONDS = 5;
const resolver = yupResolver(changePasswordSchema());

const section = css({ display: 'flex', flexDirection: 'column', gap: '4', maxWidth: 'md' });
const heading = css({ fontSize: '2xl', fontWeight: 'bold', lineHeight: 'tight' });
const formLayout = css({ display: 'flex', flexDirection: 'column', gap: '4' });

/** What a failed change shows (spec section 8), from the server's first message, with its key. */
function failureOf(error: unknown): KeyedMessage {
  if (!(error instanceof LegoApiError)) return changePasswordFailure(undefined);
  return changePasswordFailure(error.firstMessage('description'), error.body.validationMessages?.[0]?.code);
}

/**
 * Change password of the signed-in user (route /change-password; spec sections 2, 5 and 8).
 * Current, new and confirm fields; the new-password rules show as a checklist under it while it
 * has focus or content, ticking as they are met (and in the hover hint); 'Discard change' clears
 * the form; 'Change Password' stays disabled while a field is empty or the confirmation differs,
 * and says which beside it. A wrong current password is reported under
 * that field as 'Current password is invalid.', other server messages as they are, and input is
 * never lost on failure. On success the form gives way to the spec's message, and the user is
 * sent home after a few seconds shown under it (or at once through its link), pressing nothing.
 * The access token the call needs is the client's business: its session middleware sends the
 * one current when the call leaves, after any refresh.
 *
 * Renders inside the host's frame, so it is a titled section, not a second `main`.
 */
export function ChangePasswordScreen({ redirectTo }: ChangePasswordScreenProps) {
  const { client, paths } = usePortal();
  const change = useLegoMutation(legoMutations.changePassword(client));
  const titleId = useId();
  const form = useForm<ChangePasswordInput>({ resolver, defaultValues: EMPTY });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  const [failure, setFailure] = useState<(KeyedMessage & { key: number }) | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const [announcement, announce] = useAnnouncement();
  const labels = useTexts('label', LABELS);
  const texts = useTexts('auth', AUTH_TEXTS);
  const textOf = useMessage();
  const errorText = useErrorText();

  const onValid = useSingleFlight(async (input: ChangePasswordInput) => {
    setFailure(null);
    try {
      await change.mutateAsync({ currentPassword: input.currentPassword, newPassword: input.newPassword });
      setSucceeded(true);
    } catch (error) {
      const shown = failureOf(error);
      if (shown.code === 'changePassword.currentInvalid') {
        // The key as the error's type, like the schema's errors: the field shows it in the portal's language.
        setError('currentPassword', { type: shown.code, message: shown.message });
        announce(textOf(shown.code, shown.message));
        setFocus('currentPassword');
      } else {
        setFailure((previous) => ({ ...shown, key: (previous?.key ?? 0) + 1 }));
      }
    }
  });

  const onInvalid = (formErrors: FieldErrors<ChangePasswordInput>) => {
    const first = errorText(formErrors.currentPassword ?? formErrors.newPassword ?? formErrors.confirmPassword);
    if (first) announce(first);
  };

  const discard = () => {
    reset(EMPTY);
    setFailure(null);
  };

  return (
    <section className={section} aria-labelledby={titleId}>
      <h1 id={titleId} className={heading}>
        {labels.changePassword}
      </h1>
      <Card>
        {succeeded ? (
          <PasswordChanged to={redirectTo ?? paths.home()} seconds={REDIRECT_SECONDS} />
        ) : (
          <>
            {failure ? (
              <FormAlert key={failure.key} tone="danger" role="alert">
                {textOf(failure.code, failure.message)}
              </FormAlert>
            ) : null}
            <form className={formLayout} noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
              <PasswordField
                label={texts.currentPassword}
                autoComplete="current-password"
                errorText={errorText(errors.currentPassword)}
                {...register('currentPassword', { deps: ['newPassword'] })}
              />
              <NewPasswordFields
                form={form}
                secondary={
                  <Button variant="outline" onClick={discard} disabled={isSubmitting}>
                    {labels.discardChange}
                  </Button>
                }
              />
              <Announcer announcement={announcement} />
            </form>
          </>
        )}
      </Card>
    </section>
  );
}
