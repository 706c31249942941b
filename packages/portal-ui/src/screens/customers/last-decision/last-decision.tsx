import type { Schemas } from '@lego-portal/api-client';
import { DECISION_TEXTS, PENDING_ACTION_TEXTS } from '@lego-portal/rules';
import { useId } from 'react';
import { css } from '../../../../styled-system/css';
import { Badge } from '../../../primitives/badge';
import { DetailList } from '../../../primitives/detail-list';
import { useDateFormat } from '../../../provider/date-format';
import { useTexts } from '../../../texts/texts-context';

/** A checker's decision as the customer detail gives it (`lastDecision`). */
export type CustomerDecision = Schemas['CustomerDecision'];

/** Props of {@link LastDecision}. */
export interface LastDecisionProps {
  decision: CustomerDecision;
}

const styles = {
  section: css({ display: 'flex', flexDirection: 'column', gap: '2', minWidth: '0' }),
  heading: css({ fontSize: 'lg', fontWeight: 'semibold', lineHeight: 'tight' }),
};

/**
 * The last decision on a change of this customer (issue 32), the same to its maker and to
 * checkers: Approved or Rejected, who decided and when (the portal's display date), the reason of
 * a rejection or the note of an approval, the kind of change and who had requested it. A section
 * of its own, named 'Last decision', so a screen reader finds it among the detail's headings.
 */
export function LastDecision({ decision }: LastDecisionProps) {
  const dates = useDateFormat();
  const texts = useTexts('decision', DECISION_TEXTS);
  const actions = useTexts('pendingAction', PENDING_ACTION_TEXTS);
  const headingId = useId();
  const approved = decision.decision === 'APPROVED';
  const words = approved ? decision.note : decision.reason;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {texts.lastDecision}
      </h2>
      <DetailList
        items={[
          { id: 'outcome', label: texts.outcome, value: <Badge tone={approved ? 'success' : 'danger'}>{approved ? texts.approved : texts.rejected}</Badge> },
          { id: 'decidedBy', label: texts.decidedBy, value: decision.username },
          { id: 'decidedAt', label: texts.decidedAt, value: dates.dateTime(decision.decidedDatetime) },
          // A rejection always has its reason; an approval shows its note only when one was written.
          ...(approved && !words ? [] : [{ id: 'words', label: approved ? texts.noteGiven : texts.reasonGiven, value: words }]),
          ...(decision.action ? [{ id: 'change', label: texts.change, value: actions[decision.action] }] : []),
          ...(decision.makerUsername ? [{ id: 'requestedBy', label: texts.requestedBy, value: decision.makerUsername }] : []),
        ]}
      />
    </section>
  );
}
