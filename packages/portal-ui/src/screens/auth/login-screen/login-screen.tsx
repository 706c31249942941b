import { yupResolver } from '@hookform/resolvers/yup';
import type { LoginInput } from '@lego-portal/rules';
import { LABELS, loginSchema } from '@lego-portal/rules';
import { useForm, type FieldErrors } from 'react-hook-form';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../primitives/button';
import { PasswordField } from '../../../primitives/password-field';
import { TextField } from '../../../primitives/text-field';
import { useSessionController } from '../../../session/session-context';
import { AuthPage } from '../auth-page';
import { Announcer, useAnnouncement } from '../announcer';
import { FormAlert } from '../form-alert';
import { useSingleFlight } from '../single-flight';

/** Props of {@link LoginScreen}. */
export interface LoginScreenProps {
  /** A success message above the form, e.g. 'Temporary password has been sent to your email address.' */
  notice?: string | null;
  /** Username to start with (kept when coming back from forgot password). */
  defaultUsername?: string;
  /** Opens the forgot-password screen, with the username typed so far. */
  onForgotPassword: (username: string) => void;
}

const resolver = yupResolver(loginSchema());

// The rules report every login issue on `password` (spec: errors under the password field);
// these two also concern the username, which is marked invalid and focused.
const USERNAME_ISSUES = new Set(['login.usernameRequired', 'login.usernameAndPasswordRequired']);

const form = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const actions = css({ display: 'flex', flexDirection: 'column', gap: '2', mt: '2' });

/**
 * The sign-in page (spec sections 2, 4, 5): username and password, 'Sign In' and 'Forgot
 * Password'. Empty fields are reported before any call; the server's message (or the 503 text)
 * appears under the password field and is announced. A second submit while one is running is
 * ignored. The session-expired notice of the controller stays until dismissed or the user types.
 */
export function LoginScreen({ notice, defaultUsername = '', onForgotPassword }: LoginScreenProps) {
  const controller = useSessionController();
  const { expiredNotice, dismissExpiredNotice } = controller;
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver, defaultValues: { username: defaultUsername, password: '' }, shouldFocusError: false });
  const [announcement, announce] = useAnnouncement();

  const onTyping = () => {
    if (expiredNotice) dismissExpiredNotice();
  };

  const onValid = useSingleFlight(async ({ username, password }: LoginInput) => {
    const outcome = await controller.signIn(username.trim(), password);
    if (outcome.kind !== 'error') return; // the gate moves on to the app or the new-password screen
    setError('password', { type: 'server', message: outcome.message });
    announce(outcome.message);
    setFocus('password');
  });

  const onInvalid = (formErrors: FieldErrors<LoginInput>) => {
    const error = formErrors.password;
    if (!error?.message) return;
    announce(error.message);
    setFocus(USERNAME_ISSUES.has(String(error.type)) ? 'username' : 'password');
  };

  const passwordError = errors.password?.message;
  return (
    <AuthPage title={LABELS.signIn}>
      {expiredNotice ? (
        <FormAlert tone="warning" role="alert" onDismiss={dismissExpiredNotice}>
          {expiredNotice}
        </FormAlert>
      ) : null}
      {notice ? (
        <FormAlert tone="success" role="status">
          {notice}
        </FormAlert>
      ) : null}
      <form className={form} noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
        <TextField
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          invalid={USERNAME_ISSUES.has(String(errors.password?.type))}
          {...register('username', { onChange: onTyping, deps: ['password'] })}
        />
        <PasswordField label="Password" autoComplete="current-password" errorText={passwordError} {...register('password', { onChange: onTyping })} />
        <div className={actions}>
          <Button type="submit" loading={isSubmitting} loadingText="Signing in">
            {LABELS.signIn}
          </Button>
          <Button variant="ghost" onClick={() => onForgotPassword(getValues('username'))}>
            {LABELS.forgotPassword}
          </Button>
        </div>
        <Announcer announcement={announcement} />
      </form>
    </AuthPage>
  );
}
