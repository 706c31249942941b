import { LegoApiError, legoKeys, useCustomerPendingChange } from '@lego-portal/api-client';
import { CUSTOMER_MESSAGES, formatMessage, LABELS, PENDING_CHANGE_TEXTS } from '@lego-portal/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../primitives/button';
import { Dialog } from '../../../primitives/dialog';
import { LoadFailure } from '../../../primitives/load-failure';
import { ResultModal } from '../../../primitives/result-modal';
import { Skeleton } from '../../../primitives/skeleton';
import { usePortalSession } from '../../../provider/portal-provider';
import { useTexts } from '../../../texts/texts-context';
import { useFailureText } from '../../../texts/use-failure-text';
import { PendingChangeSummary, type PendingChange } from './pending-change-summary';
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
  note: css({ m: '0', p: '3', borderRadius: 'md', bg: 'warning.bg', color: 'warning.fg', fontSize: 'sm' }),
  alert: css({ m: '0', p: '3', borderRadius: 'md', bg: 'danger.bg', color: 'danger.fg', fontSize: 'sm' }),
  alertTitle: css({ display: 'block', fontWeight: 'semibold' }),
  question: css({ flexBasis: 'full', m: '0', fontWeight: 'medium', textAlign: 'end' }),
  skeleton: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
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
 * Retry; a refused decision is said in the dialog, which stays open.
 */
export function PendingChangeDialog({ custProfileId, open, onOpenChange, onDecided }: PendingChangeDialogProps) {
  const { user } = usePortalSession();
  const texts = useTexts('pendingChange', PENDING_CHANGE_TEXTS);
  const customerTexts = useTexts('customer', CUSTOMER_MESSAGES);
  const labels = useTexts('label', LABELS);
  const failureText = useFailureText();
  const noteId = useId();
  const questionId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const queryClient = useQueryClient();
  const pending = useCustomerPendingChange(custProfileId, { enabled: open });
  // A failed refetch keeps the query's last data: after an error, that change is not offered.
  const change = pending.isError ? undefined : (pending.data as PendingChange | undefined);
  const decision = usePendingDecision(custProfileId);
  const [asking, setAsking] = useState<PendingDecision | null>(null);
  // The decision that went through, kept while its result shows (the change itself is gone).
  const [decided, setDecided] = useState<{ decision: PendingDecision; action: PendingChange['action'] } | null>(null);

  const nothingPending = pending.isError && pending.error instanceof LegoApiError && pending.error.status === 404;
  // Closed, the change read is forgotten: the next opening shows the server's answer of then,
  // never a change someone may have decided meanwhile.
  useEffect(() => {
    if (!open) void queryClient.resetQueries({ queryKey: legoKeys.customers.pendingChange(custProfileId), exact: true });
  }, [open, queryClient, custProfileId]);
  // The server says nothing waits: the customer and the lists showing it as pending are out of date.
  useEffect(() => {
    if (!nothingPending) return;
    void queryClient.invalidateQueries({ queryKey: legoKeys.customers.detail(custProfileId) });
    void queryClient.invalidateQueries({ queryKey: legoKeys.customers.lists() });
  }, [nothingPending, queryClient, custProfileId]);
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

  let body;
  if (!open) body = null;
  else if (change) {
    body = (
      <>
        <PendingChangeSummary change={change} />
        {own ? (
          <p id={noteId} className={styles.note}>
            {texts.fourEyes}
          </p>
        ) : null}
        {decision.failure && decision.outcome ? (
          <p role="alert" className={styles.alert}>
            <span className={styles.alertTitle}>{decision.outcome.decision === 'APPROVE' ? texts.approveError : texts.rejectError}</span>
            {decision.failure}
          </p>
        ) : null}
      </>
    );
  } else if (nothingPending) body = <p role="status">{customerTexts.noChangePending}</p>;
  else if (pending.isError)
    body = <LoadFailure message={formatMessage(texts.loadFailed, { reason: failureText(pending.error) })} onRetry={() => pending.refetch()} retrying={pending.isFetching} />;
  else
    body = (
      <div className={styles.skeleton} aria-busy="true">
        <p role="status">{texts.loading}</p>
        <Skeleton height="2.5rem" />
        <Skeleton height="6rem" />
      </div>
    );

  const decisionButton = (which: PendingDecision) => (
    <Button
      variant={which === 'APPROVE' ? 'solid' : 'outline'}
      disabled={own || busy}
      aria-describedby={own ? noteId : undefined}
      onClick={() => {
        decision.clear();
        setAsking(which);
      }}
    >
      {which === 'APPROVE' ? labels.approve : labels.reject}
    </Button>
  );

  return (
    <>
      <Dialog
        open={open && decided === null}
        onOpenChange={close}
        title={texts.title}
        size="wide"
        closeOnInteractOutside={!busy}
        footer={
          asking && change ? (
            <>
              <p id={questionId} className={styles.question}>
                {asking === 'REJECT' ? texts.confirmReject : texts.confirmApprove}
              </p>
              <Button ref={cancelRef} variant="outline" onClick={() => setAsking(null)} disabled={busy} aria-describedby={questionId}>
                {labels.cancel}
              </Button>
              <Button variant={asking === 'REJECT' ? 'danger' : 'solid'} onClick={confirm} loading={busy} aria-describedby={questionId}>
                {asking === 'REJECT' ? labels.reject : labels.approve}
              </Button>
            </>
          ) : (
            <>
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
