import { AUTH_TEXTS, formatMessage } from '@lego-portal/rules';
import { useRef, useState } from 'react';
import { css } from '../../../styled-system/css';
import { Button } from '../../primitives/button';
import { Dialog } from '../../primitives/dialog';
import { useTexts } from '../../texts/texts-context';
import { useSecondsLeft } from './use-seconds-left';

/** Props of {@link SessionWarningDialog}. */
export interface SessionWarningDialogProps {
  /**
   * When the idle session ends (ms since the epoch) while the warning is on; `null` closes the
   * dialog (the person answered here or in another tab, or the session ended).
   */
  endsAt: number | null;
  /** 'Stay signed in' (and Escape): the person is here; the session goes on. */
  onStaySignedIn: () => void;
  /** 'Sign out': ends the session now, as the header's Sign Out does. */
  onSignOut: () => void;
}

const styles = {
  countdown: css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' }),
};

/**
 * The warning one minute before an idle session ends (issue 12): an `alertdialog` saying the
 * session will end, with the seconds left and 'Stay signed in' / 'Sign out'. Focus starts on
 * 'Stay signed in', so Enter keeps the session and nothing typed is lost. The countdown is the
 * dialog's description, read once when it opens; its `timer` role is not a live region that
 * speaks, so a screen reader is not interrupted every second. Escape counts as staying: the
 * person is evidently there. Closing gives focus back to where it was (e.g. a half-filled field).
 */
export function SessionWarningDialog({ endsAt, onStaySignedIn, onSignOut }: SessionWarningDialogProps) {
  const texts = useTexts('auth', AUTH_TEXTS);
  const stay = useRef<HTMLButtonElement>(null);
  // The last deadline stays shown while the dialog animates out.
  const [shownEndsAt, setShownEndsAt] = useState(endsAt);
  if (endsAt !== null && endsAt !== shownEndsAt) setShownEndsAt(endsAt);
  return (
    <Dialog
      open={endsAt !== null}
      onOpenChange={(open) => {
        if (!open) onStaySignedIn();
      }}
      role="alertdialog"
      title={texts.sessionEndingTitle}
      description={shownEndsAt === null ? null : <Countdown endsAt={shownEndsAt} template={texts.sessionEndingCountdown} />}
      closeOnInteractOutside={false}
      initialFocusEl={() => stay.current}
      footer={
        <>
          <Button variant="outline" onClick={onSignOut}>
            {texts.signOutNow}
          </Button>
          <Button ref={stay} onClick={onStaySignedIn}>
            {texts.staySignedIn}
          </Button>
        </>
      }
    >
      <p>{texts.sessionEndingBody}</p>
    </Dialog>
  );
}

/** The seconds left in words; mounted only while the dialog shows, so it ticks only then. */
function Countdown({ endsAt, template }: { endsAt: number; template: string }) {
  const seconds = useSecondsLeft(endsAt);
  return (
    <span role="timer" className={styles.countdown}>
      {formatMessage(template, { seconds })}
    </span>
  );
}
