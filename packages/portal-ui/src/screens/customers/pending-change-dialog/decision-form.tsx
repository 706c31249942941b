import { yupResolver } from '@hookform/resolvers/yup';
import { DECISION_TEXTS, decisionSchema, decisionWords, LABELS, PENDING_CHANGE_TEXTS, type DecisionFormInput, type PendingDecision } from '@lego-portal/rules';
import { useEffect, useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../primitives/button';
import { TextareaField } from '../../../primitives/textarea-field';
import { useErrorText, useTexts } from '../../../texts/texts-context';

/** Props of {@link DecisionForm}. */
export interface DecisionFormProps {
  decision: PendingDecision;
  /** The confirm button's label: 'Reject', 'Approve' or, for what cannot be undone, 'Approve deletion'. */
  confirmLabel: string;
  /** The confirm button is the danger one (Reject, a destructive approval). */
  danger: boolean;
  /** What approving does when it cannot be undone ('Approving deletes this customer.'), beside the question. */
  consequence?: string | null;
  /** The decision is on its way: the buttons wait. */
  busy: boolean;
  onCancel: () => void;
  /** The checked words, trimmed: `{ reason }` to reject, `{ note }` (or nothing) to approve. */
  onConfirm: (words: { reason?: string; note?: string }) => void;
}

const styles = {
  form: css({ flexBasis: 'full', display: 'flex', flexDirection: 'column', gap: '3', minWidth: '0' }),
  question: css({ m: '0', fontWeight: 'medium', textAlign: 'end' }),
  consequence: css({ m: '0', fontWeight: 'medium', textAlign: 'end', color: 'danger.fg' }),
  actions: css({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: '3', '@media (width < 48rem)': { gap: '2' } }),
};

const EMPTY: DecisionFormInput = { reason: '', note: '' };

/**
 * The confirmation of a checker's decision, in the pending-change dialog's footer (issue 32):
 * the question, then for Reject the required 'Reason' and for Approve an optional 'Note
 * (optional)', checked by the rules' `decisionSchema` (the server checks the same). Focus starts
 * in the field, where Enter starts a new line and never decides; a reject without a reason is
 * refused at the field, which takes the focus back. Cancel returns to the decision buttons.
 */
export function DecisionForm({ decision, confirmLabel, danger, consequence, busy, onCancel, onConfirm }: DecisionFormProps) {
  const texts = useTexts('decision', DECISION_TEXTS);
  const pendingTexts = useTexts('pendingChange', PENDING_CHANGE_TEXTS);
  const labels = useTexts('label', LABELS);
  const errorText = useErrorText();
  const questionId = useId();
  const consequenceId = useId();
  const resolver = useMemo(() => yupResolver(decisionSchema(decision)), [decision]);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<DecisionFormInput>({ resolver, defaultValues: EMPTY });
  const field = decision === 'REJECT' ? 'reason' : 'note';
  useEffect(() => setFocus(field), [setFocus, field]);

  const describedBy = consequence ? `${questionId} ${consequenceId}` : questionId;
  const submit = handleSubmit((values) => onConfirm(decisionWords({ decision, ...values })));
  return (
    <form className={styles.form} noValidate aria-labelledby={questionId} onSubmit={(event) => void submit(event)}>
      <p id={questionId} className={styles.question}>
        {decision === 'REJECT' ? pendingTexts.confirmReject : pendingTexts.confirmApprove}
      </p>
      {consequence ? (
        <p id={consequenceId} className={styles.consequence}>
          {consequence}
        </p>
      ) : null}
      <TextareaField
        key={field}
        label={decision === 'REJECT' ? texts.reason : texts.note}
        required={decision === 'REJECT'}
        helperText={decision === 'REJECT' ? texts.reasonHint : texts.noteHint}
        errorText={errorText(errors[field])}
        rows={2}
        disabled={busy}
        {...register(field)}
      />
      <div className={styles.actions}>
        <Button variant="outline" onClick={onCancel} disabled={busy} aria-describedby={describedBy}>
          {labels.cancel}
        </Button>
        <Button type="submit" variant={danger ? 'danger' : 'solid'} loading={busy} aria-describedby={describedBy}>
          {confirmLabel}
        </Button>
      </div>
    </form>
  );
}
