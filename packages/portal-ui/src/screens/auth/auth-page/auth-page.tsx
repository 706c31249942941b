import { SIGN_IN_TEXTS } from '@lego-portal/rules';
import { useContext, useId, type ReactNode } from 'react';
import { css } from '../../../../styled-system/css';
import { Card } from '../../../primitives/card';
import { useTexts } from '../../../texts/texts-context';
import { AuthPageActionsContext } from './auth-page-actions';

/** Props of {@link AuthPage}. */
export interface AuthPageProps {
  /** What this page is for, e.g. 'Sign In' (the h2 under the portal's name). */
  title: string;
  /** One or two sentences under the title. */
  description?: ReactNode;
  children: ReactNode;
}

const styles = {
  main: css({
    position: 'relative',
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    px: '4',
    py: '8',
    bg: 'bg.subtle',
  }),
  // The host's controls (a language switch) in the top corner, clear of the centred card.
  actions: css({ position: 'absolute', top: '4', insetEnd: '4' }),
  card: css({ width: 'full', maxWidth: 'sm' }),
  heading: css({ display: 'flex', flexDirection: 'column', gap: '1', mb: '5', textAlign: 'center' }),
  portal: css({ fontSize: '2xl', fontWeight: 'bold', color: 'accent.text', lineHeight: 'tight' }),
  title: css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg.default' }),
  description: css({ fontSize: 'sm', color: 'fg.muted' }),
};

/**
 * The frame of the signed-out pages (login, forgot password, forced password change): a whole
 * page with its own `main` landmark, because the portal frame is not shown when signed out, and
 * a centred card headed by the portal's name (h1, 'Merchant Portal') and the page's purpose (h2).
 * The host's controls given to `SignInGate` (`actions`) sit in its top corner.
 */
export function AuthPage({ title, description, children }: AuthPageProps) {
  const titleId = useId();
  const texts = useTexts('auth', SIGN_IN_TEXTS);
  const actions = useContext(AuthPageActionsContext);
  return (
    <main className={styles.main} aria-labelledby={titleId}>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
      <Card className={styles.card}>
        <div className={styles.heading}>
          <h1 className={styles.portal}>{texts.portalTitle}</h1>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {children}
      </Card>
    </main>
  );
}
