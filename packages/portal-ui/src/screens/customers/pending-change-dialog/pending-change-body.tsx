import { CUSTOMER_MESSAGES, formatMessage, PENDING_CHANGE_TEXTS } from '@lego-portal/rules';
import { css } from '../../../../styled-system/css';
import { LoadFailure } from '../../../primitives/load-failure';
import { Skeleton } from '../../../primitives/skeleton';
import { useTexts } from '../../../texts/texts-context';
import { useFailureText } from '../../../texts/use-failure-text';
import { PendingChangeSummary } from './pending-change-summary';
import type { usePendingChangeRead } from './use-pending-change-read';
import type { PendingDecision } from './use-pending-decision';

const styles = {
  note: css({ m: '0', p: '3', borderRadius: 'md', bg: 'warning.bg', color: 'warning.fg', fontSize: 'sm' }),
  alert: css({ m: '0', p: '3', borderRadius: 'md', bg: 'danger.bg', color: 'danger.fg', fontSize: 'sm' }),
  alertTitle: css({ display: 'block', fontWeight: 'semibold' }),
  skeleton: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
};

/** Props of {@link PendingChangeBody}. */
export interface PendingChangeBodyProps {
  read: ReturnType<typeof usePendingChangeRead>;
  /** The signed-in user made the change: the four-eyes note shows, with this id. */
  own: boolean;
  noteId: string;
  /** A refused decision: which one and the reason, in the portal's language. */
  refusal: { decision: PendingDecision; reason: string } | null;
}

/**
 * What the pending-change dialog shows: the change (with the four-eyes note for its maker and a
 * refused decision's reason), 'No change pending for approval.', the reason it could not be loaded
 * with Retry, or a placeholder while it loads.
 */
export function PendingChangeBody({ read, own, noteId, refusal }: PendingChangeBodyProps) {
  const texts = useTexts('pendingChange', PENDING_CHANGE_TEXTS);
  const customerTexts = useTexts('customer', CUSTOMER_MESSAGES);
  const failureText = useFailureText();
  const { pending, change, nothingPending } = read;

  if (change) {
    return (
      <>
        {refusal ? (
          // First in the body, and scrolled to: a checker who read a long diff down to its end
          // still sees why the decision was refused (e.g. the customer changed since, issue 32).
          <p role="alert" className={styles.alert} ref={(alert) => alert?.scrollIntoView?.({ block: 'nearest' })}>
            <span className={styles.alertTitle}>{refusal.decision === 'APPROVE' ? texts.approveError : texts.rejectError}</span>
            {refusal.reason}
          </p>
        ) : null}
        <PendingChangeSummary change={change} />
        {own ? (
          <p id={noteId} className={styles.note}>
            {texts.fourEyes}
          </p>
        ) : null}
      </>
    );
  }
  if (nothingPending) return <p role="status">{customerTexts.noChangePending}</p>;
  if (pending.isError) {
    return <LoadFailure message={formatMessage(texts.loadFailed, { reason: failureText(pending.error) })} onRetry={() => pending.refetch()} retrying={pending.isFetching} />;
  }
  return (
    <div className={styles.skeleton} aria-busy="true">
      <p role="status">{texts.loading}</p>
      <Skeleton height="2.5rem" />
      <Skeleton height="6rem" />
    </div>
  );
}
