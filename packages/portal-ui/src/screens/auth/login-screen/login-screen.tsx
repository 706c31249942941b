import type { LoginInput, MessageKey } from '@lego-portal/rules';
import { SIGN_IN_LABELS, SIGN_IN_TEXTS, validateLogin } from '@lego-portal/rules';
import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../primitives/button';
import { PasswordField } from '../../../primitives/password-field';
import { TextField } from '../../../primitives/text-field';
import { useSessionController } from '../../../session/session-context';
import { useMessage, useTexts } from '../../../texts/texts-context';
import { AuthPage } from '../auth-page';
import { Announcer, useAnnouncement } from '../announcer';
import { FormAlert } from '../form-alert';
import { useSingleFlight } from '../../../hooks/use-single-flight';

/** Props of {@link LoginScreen}. */
export interface LoginScreenProps {
  /** A success message above the form, e.g. 'Temporary password has been sent to your email address.' */
  notice?: string | null;
  /**
   * The catalogue key of `notice` (e.g. `forgotPassword.sent`, as `ForgotPasswordScreen`'s
   * `onDone` gives it), to show it in the portal's language; without one it is shown as it is.
   */
  noticeCode?: MessageKey;
  /** Username to start with (kept when coming back from forgot password). */
  defaultUsername?: string;
  /** Opens the forgot-password screen, with the username typed so far. */
  onForgotPassword: (username: string) => void;
}

// The rules report every login issue on `password` (spec: errors under the password field);
// these two also concern the username, which is marked invalid and focused.
const USERNAME_ISSUES = new Set(['login.usernameRequired', 'login.usernameAndPasswordRequired']);

const form = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const actions = css({ display: 'flex', flexDirection: 'column', gap: '2', mt: '2' });
const forgotLink = css({
  alignSelf: 'center',
  py: '2',
  px: '1',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'accent.text',
  textDecoration: 'underline',
  borderRadius: 'sm',
  _hover: { color: 'accent.emphasized' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});

interface PasswordIssue {
  message: string;
  /** Message key: a client-side issue's, or the server answer's when the catalogue holds it. */
  code?: string;
}

/**
 * The sign-in page (spec sections 2, 4, 5): username and password, the 'Sign In' button and the
 * 'Forgot Password' link. The link switches to the forgot-password screen in place (that screen
 * has no route of its own: signed out, every URL shows these pages), so it is an anchor to a
 * fragment whose activation the screen handles; Enter follows it like any link. Empty fields are reported before any call; the server's message (or the 503 text)
 * appears under the password field and is announced. A second submit while one is running is
 * ignored. The session-expired notice of the controller stays until dismissed or the user types.
 *
 * It validates with the rules' plain `validateLogin` and keeps its two fields in React state:
 * this is the first page every user loads, so it carries no form library and no yup.
 */
export function LoginScreen({ notice, noticeCode, defaultUsername = '', onForgotPassword }: LoginScreenProps) {
  const controller = useSessionController();
  const { expiredNotice, expiredNoticeCode, dismissExpiredNotice } = controller;
  const labels = useTexts('label', SIGN_IN_LABELS);
  const texts = useTexts('auth', SIGN_IN_TEXTS);
  // Messages are kept by key and English, and shown in the language of the moment.
  const textOf = useMessage();
  const [values, setValues] = useState<LoginInput>({ username: defaultUsername, password: '' });
  const [issue, setIssue] = useState<PasswordIssue | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [announcement, announce] = useAnnouncement();

  const change = (field: keyof LoginInput) => (event: { target: { value: string } }) => {
    if (expiredNotice) dismissExpiredNotice();
    setValues((current) => ({ ...current, [field]: event.target.value }));
    // Once a message shows, typing re-checks: a client issue goes as soon as it no longer holds,
    // and the server's answer is stale as soon as the credentials change.
    if (issue) {
      const next = validateLogin({ ...values, [field]: event.target.value }).errors[0];
      setIssue(next ? { message: next.message, code: next.code } : null);
    }
  };

  // Validation included: a double click or Enter twice checks and sends once.
  const signIn = useSingleFlight(async () => {
    const problem = validateLogin(values).errors[0];
    if (problem) {
      setIssue({ message: problem.message, code: problem.code });
      announce(textOf(problem.code, problem.message));
      (USERNAME_ISSUES.has(problem.code) ? usernameRef : passwordRef).current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const outcome = await controller.signIn(values.username.trim(), values.password);
      if (outcome.kind !== 'error') return; // the gate moves on to the app or the new-password screen
      setIssue({ message: outcome.message, code: outcome.code });
      announce(textOf(outcome.code, outcome.message));
      passwordRef.current?.focus();
    } finally {
      setSubmitting(false);
    }
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void signIn();
  };

  return (
    <AuthPage title={labels.signIn}>
      {expiredNotice ? (
        <FormAlert tone="warning" role="alert" onDismiss={dismissExpiredNotice}>
          {textOf(expiredNoticeCode ?? undefined, expiredNotice)}
        </FormAlert>
      ) : null}
      {notice ? (
        <FormAlert tone="success" role="status">
          {textOf(noticeCode, notice)}
        </FormAlert>
      ) : null}
      <form className={form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          ref={usernameRef}
          name="username"
          label={texts.username}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={values.username}
          onChange={change('username')}
          invalid={Boolean(issue?.code && USERNAME_ISSUES.has(issue.code))}
        />
        <PasswordField
          ref={passwordRef}
          name="password"
          label={texts.password}
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          errorText={issue ? textOf(issue.code, issue.message) : undefined}
        />
        <div className={actions}>
          <Button type="submit" loading={submitting} loadingText={texts.signingIn}>
            {labels.signIn}
          </Button>
          <a
            href="#forgot-password"
            className={forgotLink}
            onClick={(event) => {
              event.preventDefault();
              onForgotPassword(values.username);
            }}
          >
            {labels.forgotPassword}
          </a>
        </div>
        <Announcer announcement={announcement} />
      </form>
    </AuthPage>
  );
}
