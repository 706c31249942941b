import { LABELS, PENDING_CHANGE_TEXTS } from '@lego-portal/rules';
import { useEffect, useId, useRef, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../primitives/button';
import { Dialog } from '../../../primitives/dialog';
import { ResultModal } from '../../../primitives/result-modal';
import { usePortalSession } from '../../../provider/portal-provider';
import { useTexts } from '../../../texts/texts-context';
import { useApproveWording } from './destructive-approval';
import { PendingChangeBody } from './pending-change-body';
import type { PendingChange } from './pending-change-summary';
import { usePendingChangeRead } from './use-pending-change-read';
import { usePendingDecision, type PendingDecision } from './use-pending-decision';

/** Props of {@link PendingChangeDialog}. */
export interface PendingChangeDialogProps {
  /** The customer whose pending change is shown. */
  custProfileId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After an Approve or Reject went through and its result was acknowledged. */
  onDecided?: (decision: PendingDecision, action: PendingChange['action']) => void;
}

const styles = {
  body: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  question: css({ flexBasis: 'full', m: '0', fontWeight: 'medium', textAlign: 'end' }),
  // What approving a deletion or deactivation does, beside the button that does it.
  consequence: css({ flexBasis: 'full', m: '0', fontWeight: 'medium', textAlign: 'end', color: 'danger.fg' }),
};

/**
 * The checker's dialog of a customer's pending change (spec sections 2, 4 and 8): the change
 * as {@link PendingChangeSummary} reads it, with Approve and Reject, each confirmed and sent
 * once. The confirmation is asked in the dialog's own footer, not in a second modal: a modal
 * opened over a modal is hidden from assistive technology by the first one's focus trap. The maker of the change sees it but cannot decide it (four eyes), and is told why; the
 * server refuses it too. Without a pending change it says 'No change pending for approval.'
 * and offers no decision, even if the change was shown before (another user decided it): each
 * opening reads the change afresh, and the server's 404 wins over anything read earlier; the
 * customer's detail and lists are then read again, so their badges agree. A load failure offers
 * Retry; a refused decision is said in the dialog, which stays open. A large dialog: the diff
 * has room on a desktop, and the footer's decision stays in view while the change scrolls.
 * Approving a deletion or a deactivation is the danger button, 'Approve deletion' with what
 * follows ('Approving deletes this customer.') beside it and in its confirmation.
 */
export function PendingChangeDialog({ custProfileId, open, onOpenChange, onDecided }: PendingChangeDialogProps) {
  const { user } = usePortalSession();
  const texts = useTexts('pendingChange', PENDING_CHANGE_TEXTS);
  const labels = useTexts('label', LABELS);
  const noteId = useId();
  const questionId = useId();
  const consequenceId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const decision = usePendingDecision(custProfileId);
  const read = usePendingChangeRead(custProfileId, open, decision.holdsRead);
  const { change } = read;
  const [asking, setAsking] = useState<PendingDecision | null>(null);
  // The decision that went through, kept while its result shows (the change itself is gone).
  const [decided, setDecided] = useState<{ decision: PendingDecision; action: PendingChange['action'] } | null>(null);

  // 'Approve deletion' and its consequence for a change that deletes or deactivates the customer.
  const approveWording = useApproveWording(change, labels.approve);
  const destructive = approveWording.consequence !== null;
  // The confirmation's question, and for a destructive approval its consequence.
  const confirmDescription = asking === 'APPROVE' && destructive ? `${questionId} ${consequenceId}` : questionId;
  const own = change !== undefined && user !== null && change.lastUsername?.toLowerCase() === user.userName.toLowerCase();
  const busy = decision.pending;

  const close = (next: boolean) => {
    if (!next) decision.clear();
    onOpenChange(next);
  };
  // A decision that went through closes this dialog and shows its result instead.
  const confirm = async () => {
    if (!asking || !change) return;
    const sent = await decision.send(asking);
    setAsking(null);
    if (sent) setDecided({ decision: asking, action: change.action });
  };
  // As in every confirmation, focus starts on Cancel: Enter right after the question never decides.
  useEffect(() => {
    if (asking) cancelRef.current?.focus();
  }, [asking]);

  const refusal = decision.failure && decision.outcome ? { decision: decision.outcome.decision, reason: decision.failure } : null;
  const body = open ? <PendingChangeBody read={read} own={own} noteId={noteId} refusal={refusal} /> : null;

  const decisionButton = (which: PendingDecision) => (
    <Button
      variant={which === 'APPROVE' ? (destructive ? 'danger' : 'solid') : 'outline'}
      disabled={own || busy}
      aria-describedby={[own ? noteId : '', which === 'APPROVE' && destructive ? consequenceId : ''].filter(Boolean).join(' ') || undefined}
      onClick={() => {
        decision.clear();
        setAsking(which);
      }}
    >
      {which === 'APPROVE' ? approveWording.label : labels.reject}
    </Button>
  );

  return (
    <>
      <Dialog
        open={open && decided === null}
        onOpenChange={close}
        title={texts.title}
        size="lg"
        closeOnInteractOutside={!busy}
        footer={
          asking && change ? (
            <>
              <p id={questionId} className={styles.question}>
                {asking === 'REJECT' ? texts.confirmReject : texts.confirmApprove}
              </p>
              {asking === 'APPROVE' && destructive ? (
                <p id={consequenceId} className={styles.consequence}>
                  {approveWording.consequence}
                </p>
              ) : null}
              <Button ref={cancelRef} variant="outline" onClick={() => setAsking(null)} disabled={busy} aria-describedby={confirmDescription}>
                {labels.cancel}
              </Button>
              <Button variant={asking === 'REJECT' || destructive ? 'danger' : 'solid'} onClick={confirm} loading={busy} aria-describedby={confirmDescription}>
                {asking === 'REJECT' ? labels.reject : approveWording.label}
              </Button>
            </>
          ) : (
            <>
              {change && destructive ? (
                <p id={consequenceId} className={styles.consequence}>
                  {approveWording.consequence}
                </p>
              ) : null}
              {change ? decisionButton('APPROVE') : null}
              {change ? decisionButton('REJECT') : null}
              <Button variant="ghost" onClick={() => close(false)}>
                {texts.close}
              </Button>
            </>
          )
        }
      >
        <div className={styles.body}>{body}</div>
      </Dialog>
      <ResultModal
        open={decided !== null}
        onOpenChange={(next) => {
          if (next || !decided) return;
          setDecided(null);
          onOpenChange(false);
          onDecided?.(decided.decision, decided.action);
        }}
        variant="success"
        title={decided?.decision === 'REJECT' ? texts.rejectSuccess : texts.approveSuccess}
        message={decided?.decision === 'REJECT' ? texts.rejectSuccessMessage : texts.approveSuccessMessage}
      />
    </>
  );
}
