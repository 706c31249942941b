import { DECISION_TEXTS, LABELS, PENDING_CHANGE_TEXTS } from '@lego-portal/rules';
import { useId, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { Badge } from '../../../primitives/badge';
import { Button } from '../../../primitives/button';
import { Dialog } from '../../../primitives/dialog';
import { ResultModal } from '../../../primitives/result-modal';
import { usePortalSession } from '../../../provider/portal-provider';
import { useTexts } from '../../../texts/texts-context';
import { DecisionForm } from './decision-form';
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
  /**
   * Where the focus goes once a decision's result is acknowledged: the button that opened the
   * dialog is gone by then (nothing is pending), so without one the focus falls to the page's start.
   */
  focusAfterDecision?: () => HTMLElement | null;
}

const styles = {
  body: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  // What approving a deletion or deactivation does, beside the button that does it.
  consequence: css({ flexBasis: 'full', m: '0', fontWeight: 'medium', textAlign: 'end', color: 'danger.fg' }),
  // Why an expired change offers only Reject, beside it.
  expired: css({ flexBasis: 'full', m: '0', display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'center', gap: '2', fontWeight: 'medium', textAlign: 'end' }),
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
 * Issue 32: the confirmation is a small form ({@link DecisionForm}): Reject asks a reason
 * (required), Approve takes an optional note, both sent with the decision. A change pending
 * longer than the server's expiry shows 'Expired' and offers only Reject. The server's 409 (the
 * customer changed since the request) is said like any refusal, and the dialog stays usable.
 */
export function PendingChangeDialog({ custProfileId, open, onOpenChange, onDecided, focusAfterDecision }: PendingChangeDialogProps) {
  const { user } = usePortalSession();
  const texts = useTexts('pendingChange', PENDING_CHANGE_TEXTS);
  const labels = useTexts('label', LABELS);
  const decisionTexts = useTexts('decision', DECISION_TEXTS);
  const noteId = useId();
  const consequenceId = useId();
  const expiredId = useId();
  const decision = usePendingDecision(custProfileId);
  const read = usePendingChangeRead(custProfileId, open, decision.holdsRead);
  const { change } = read;
  const [asking, setAsking] = useState<PendingDecision | null>(null);
  // The decision that went through, kept while its result shows (the change itself is gone).
  const [decided, setDecided] = useState<{ decision: PendingDecision; action: PendingChange['action'] } | null>(null);

  // 'Approve deletion' and its consequence for a change that deletes or deactivates the customer.
  const approveWording = useApproveWording(change, labels.approve);
  const destructive = approveWording.consequence !== null;
  // Past the server's expiry: only Reject (the server refuses Approve with 409 too).
  const expired = change?.expired === true;
  const own = change !== undefined && user !== null && change.lastUsername?.toLowerCase() === user.userName.toLowerCase();
  const busy = decision.pending;

  const close = (next: boolean) => {
    if (!next) decision.clear();
    onOpenChange(next);
  };
  // A decision that went through closes this dialog and shows its result instead.
  const confirm = async (words: { reason?: string; note?: string }) => {
    if (!asking || !change) return;
    const sent = await decision.send(asking, words);
    if (sent === undefined) return;
    setAsking(null);
    if (sent) setDecided({ decision: asking, action: change.action });
  };

  const refusal = decision.failure && decision.outcome ? { decision: decision.outcome.decision, reason: decision.failure } : null;
  const body = open ? <PendingChangeBody read={read} own={own} noteId={noteId} refusal={refusal} /> : null;

  const decisionButton = (which: PendingDecision) => (
    <Button
      variant={which === 'APPROVE' ? (destructive ? 'danger' : 'solid') : 'outline'}
      disabled={own || busy}
      aria-describedby={[own ? noteId : '', which === 'APPROVE' && destructive ? consequenceId : '', expired ? expiredId : ''].filter(Boolean).join(' ') || undefined}
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
            <DecisionForm
              decision={asking}
              confirmLabel={asking === 'REJECT' ? labels.reject : approveWording.label}
              danger={asking === 'REJECT' || destructive}
              consequence={asking === 'APPROVE' ? approveWording.consequence : null}
              busy={busy}
              onCancel={() => setAsking(null)}
              onConfirm={(words) => void confirm(words)}
            />
          ) : (
            <>
              {change && expired ? (
                <p id={expiredId} className={styles.expired}>
                  <Badge tone="danger">{decisionTexts.expiredBadge}</Badge>
                  <span>{decisionTexts.expired}</span>
                </p>
              ) : null}
              {change && destructive && !expired ? (
                <p id={consequenceId} className={styles.consequence}>
                  {approveWording.consequence}
                </p>
              ) : null}
              {change && !expired ? decisionButton('APPROVE') : null}
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
        finalFocusEl={focusAfterDecision}
        title={decided?.decision === 'REJECT' ? texts.rejectSuccess : texts.approveSuccess}
        message={decided?.decision === 'REJECT' ? texts.rejectSuccessMessage : texts.approveSuccessMessage}
      />
    </>
  );
}
