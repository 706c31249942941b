import { CUSTOMER_FORM_TEXTS } from '@lego-portal/rules';
import { ResultModal } from '../../../../primitives/result-modal';
import { useTexts } from '../../../../texts/texts-context';
import { useFailureText } from '../../../../texts/use-failure-text';
import type { CustomerSubmitOutcome, useCustomerSubmit } from './use-customer-submit';

/** Props of {@link CustomerOutcomeModal}. */
export interface CustomerOutcomeModalProps {
  submit: ReturnType<typeof useCustomerSubmit>;
  /** The form updates a stored customer (else it creates one). */
  update: boolean;
  /** The person closed the message of a change queued for a checker. */
  onQueued: (outcome: CustomerSubmitOutcome) => void;
}

/** How the create or update went: queued for a checker, or why not. */
export function CustomerOutcomeModal({ submit, update, onQueued }: CustomerOutcomeModalProps) {
  const texts = useTexts('customerForm', CUSTOMER_FORM_TEXTS);
  const failureText = useFailureText();
  const outcome = submit.outcome;
  const create = (outcome?.action ?? (update ? 'UPDATE' : 'CREATE')) === 'CREATE';
  return (
    <ResultModal
      open={submit.resultOpen}
      onOpenChange={(open) => {
        if (open) return;
        const shown = submit.dismiss();
        if (shown?.ok) onQueued(shown);
      }}
      variant={outcome?.ok ? 'success' : 'error'}
      title={outcome?.ok ? texts.submittedTitle : create ? texts.createErrorTitle : texts.updateErrorTitle}
      message={outcome?.ok ? (create ? texts.createSubmitted : texts.updateSubmitted) : failureText(outcome?.error)}
    />
  );
}
