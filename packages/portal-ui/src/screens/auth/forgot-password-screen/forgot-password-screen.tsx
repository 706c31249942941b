import { LegoApiError, legoMutations } from '@lego-portal/api-client';
import type { KeyedMessage, MessageKey } from '@lego-portal/rules';
import { AUTH_TEXTS, FORGOT_PASSWORD_MESSAGES, LABELS, forgotPasswordOutcome } from '@lego-portal/rules';
import { useState, type FormEvent } from 'react';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../primitives/button';
import { TextField } from '../../../primitives/text-field';
import { usePortal } from '../../../provider/portal-provider';
import { useMessage, useTexts } from '../../../texts/texts-context';
import { Announcer, useAnnouncement } from '../announcer';
import { AuthPage } from '../auth-page';
import { useSingleFlight } from '../../../hooks/use-single-flight';

/** Props of {@link ForgotPasswordScreen}. */
export interface ForgotPasswordScreenProps {
  /** Username to start with (what was typed on the login screen). */
  defaultUsername?: string;
  /** 'Back': return to the login screen (with the username typed here). */
  onBack: (username: string) => void;
  /**
   * The temporary password was sent (200): return to the login screen and show `message`
   * ('Temporary password has been sent to your email address.'), with the username it was sent
   * for. `code` is the message's catalogue key (`LoginScreen`'s `noticeCode`), by which it shows
   * in the portal's language.
   */
  onDone: (message: string, username: string, code: MessageKey) => void;
}

const form = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const actions = css({ display: 'flex', gap: '3', mt: '2' });

/** The HTTP status of a failed call; 503 when it never got an answer. */
const statusOf = (error: unknown) => (error instanceof LegoApiError ? error.status : 503);

/**
 * Forgot password (spec sections 2 and 8): a username, 'Confirm' (disabled while the username is
 * empty) and 'Back'. The sandbox or the bank mails a temporary password; 200 returns to login
 * with the spec's message, 404 says the username is invalid, anything else that the service is
 * unavailable. The message is shown under the username and announced; the username is kept.
 */
export function ForgotPasswordScreen({ defaultUsername = '', onBack, onDone }: ForgotPasswordScreenProps) {
  const { client } = usePortal();
  // The mutation function alone, not TanStack's useMutation: the sign-in screens render above
  // any query cache (a host may keep it below its sign-in gate), and nothing here is cached.
  const forgot = legoMutations.forgotPassword(client);
  const [pending, setPending] = useState(false);
  const [username, setUsername] = useState(defaultUsername);
  const [failure, setFailure] = useState<KeyedMessage | null>(null);
  const [announcement, announce] = useAnnouncement();
  const labels = useTexts('label', LABELS);
  const texts = useTexts('auth', AUTH_TEXTS);
  const forgotTexts = useTexts('forgotPassword', FORGOT_PASSWORD_MESSAGES);
  const textOf = useMessage();
  const trimmed = username.trim();

  const send = useSingleFlight(async (name: string) => {
    setPending(true);
    try {
      await forgot.mutationFn({ username: name });
      const sent = forgotPasswordOutcome(200);
      onDone(sent.message, name, sent.code);
    } catch (error) {
      const outcome = forgotPasswordOutcome(statusOf(error));
      setFailure(outcome);
      announce(textOf(outcome.code, outcome.message));
    } finally {
      setPending(false);
    }
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in the field submits too, so an empty username is refused here as well.
    if (trimmed !== '') void send(trimmed);
  };

  return (
    <AuthPage title={labels.forgotPassword} description={texts.forgotPasswordIntro}>
      <form className={form} noValidate onSubmit={submit}>
        <TextField
          label={texts.username}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          errorText={failure ? textOf(failure.code, failure.message) : undefined}
          onChange={(event) => {
            setUsername(event.target.value);
            setFailure(null);
          }}
        />
        <div className={actions}>
          <Button variant="outline" onClick={() => onBack(trimmed)}>
            {labels.back}
          </Button>
          <Button
            type="submit"
            disabled={trimmed === ''}
            disabledReason={forgotTexts.blockedEmpty}
            loading={pending}
            loadingText={texts.sending}
          >
            {labels.confirm}
          </Button>
        </div>
        <Announcer announcement={announcement} />
      </form>
    </AuthPage>
  );
}
