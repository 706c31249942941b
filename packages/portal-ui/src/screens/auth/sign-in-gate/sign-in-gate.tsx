import type { KeyedMessage } from '@lego-portal/rules';
import { SIGN_IN_TEXTS } from '@lego-portal/rules';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Spinner } from '../../../primitives/spinner';
import { useSessionController } from '../../../session/session-context';
import { useTexts } from '../../../texts/texts-context';
import { AuthPageActionsContext } from '../auth-page/auth-page-actions';
import { LoginScreen } from '../login-screen';

// Loaded on demand: the login page is the first thing every user downloads, and these two bring
// the form library, yup and the rules hint's popover with them.
const ForgotPasswordScreen = lazy(() => import('../forgot-password-screen').then((m) => ({ default: m.ForgotPasswordScreen })));
const ForcedPasswordChangeScreen = lazy(() =>
  import('../forced-password-change-screen').then((m) => ({ default: m.ForcedPasswordChangeScreen })),
);

/** Props of {@link SignInGate}. */
export interface SignInGateProps {
  /** The signed-in portal (frame and routes); rendered only while the session is signed in. */
  children: ReactNode;
  /**
   * Shown while a tab opened without a session asks the browser's other tabs for theirs (status
   * `joining`: a fraction of a second, and only when another tab holds one), instead of flashing
   * the login form at someone about to land signed in. A spinner ('Loading') by default.
   */
  joiningFallback?: ReactNode;
  /**
   * The host's controls on the signed-out pages (login, forgot password, forced password
   * change), shown in their top corner: e.g. `<LocaleSwitch value={locale} onValueChange={setLocale} />`.
   */
  actions?: ReactNode;
}

type SignedOutView = { screen: 'login'; notice: KeyedMessage | null } | { screen: 'forgot' };

/**
 * Shows `children` only to a signed-in user. Otherwise (spec section 2: "When signed out, only a
 * login screen is shown (or the forced/reset password screen)") it shows the login screen, the
 * forgot-password screen it leads to, or the forced password change after a 202 sign-in. Which
 * one follows the session controller's `status`; login and forgot password switch in local state,
 * keeping the username typed on either.
 */
export function SignInGate({ children, joiningFallback, actions }: SignInGateProps) {
  return (
    <AuthPageActionsContext.Provider value={actions ?? null}>
      <SignedOutPages joiningFallback={joiningFallback}>{children}</SignedOutPages>
    </AuthPageActionsContext.Provider>
  );
}

/** The page the session's status asks for (see {@link SignInGate}). */
function SignedOutPages({ children, joiningFallback }: Omit<SignInGateProps, 'actions'>) {
  const { status } = useSessionController();
  const texts = useTexts('auth', SIGN_IN_TEXTS);
  const [view, setView] = useState<SignedOutView>({ screen: 'login', notice: null });
  const [username, setUsername] = useState('');

  if (status === 'signedIn') return <>{children}</>;
  if (status === 'joining') return <>{joiningFallback ?? <Spinner label={texts.loading} />}</>;
  if (status === 'newPasswordRequired') {
    return (
      <Suspense fallback={<Spinner label={texts.loading} />}>
        <ForcedPasswordChangeScreen />
      </Suspense>
    );
  }
  if (view.screen === 'forgot') {
    return (
      <Suspense fallback={<Spinner label={texts.loading} />}>
        <ForgotPasswordScreen
          defaultUsername={username}
          onBack={(typed) => {
            setUsername(typed);
            setView({ screen: 'login', notice: null });
          }}
          onDone={(message, sentTo, code) => {
            setUsername(sentTo);
            setView({ screen: 'login', notice: { message, code } });
          }}
        />
      </Suspense>
    );
  }
  return (
    <LoginScreen
      notice={view.notice?.message ?? null}
      noticeCode={view.notice?.code}
      defaultUsername={username}
      onForgotPassword={(typed) => {
        setUsername(typed);
        setView({ screen: 'forgot' });
      }}
    />
  );
}
