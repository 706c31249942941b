import { LABELS, MERCHANT_PROFILE_MESSAGES } from '@lego-portal/rules';
import { ResultModal } from '../../../primitives/result-modal';
import { useTexts } from '../../../texts/texts-context';
import { useFailureText } from '../../../texts/use-failure-text';
import type { useMerchantProfileActions } from './use-merchant-profile-actions';

/** Props of {@link MerchantProfileOutcomeModal}. */
export interface MerchantProfileOutcomeModalProps {
  actions: ReturnType<typeof useMerchantProfileActions>;
  /** 'Back to merchant' after a saved update. */
  onBackToMerchant: () => void;
}

/** How the last update, activate or inactivate went; a saved update offers the way back to the profile. */
export function MerchantProfileOutcomeModal({ actions, onBackToMerchant }: MerchantProfileOutcomeModalProps) {
  const messages = useTexts('merchantProfile', MERCHANT_PROFILE_MESSAGES);
  const labels = useTexts('label', LABELS);
  // The profile update's answer is read by `validationMessages[].message` (spec section 7).
  const failureText = useFailureText('message');
  const outcome = actions.outcome;
  return (
    <ResultModal
      open={actions.resultOpen}
      onOpenChange={(open) => {
        if (!open) actions.dismiss();
      }}
      variant={outcome?.ok ? 'success' : 'error'}
      title={outcome?.ok ? messages.updateSuccessTitle : messages.updateErrorTitle}
      message={outcome?.ok ? messages.updateSuccessBody : failureText(outcome?.error)}
      actionLabel={outcome?.ok && outcome.action === 'UPDATE' ? labels.backToMerchant : undefined}
      onAction={outcome?.ok && outcome.action === 'UPDATE' ? onBackToMerchant : undefined}
    />
  );
}
