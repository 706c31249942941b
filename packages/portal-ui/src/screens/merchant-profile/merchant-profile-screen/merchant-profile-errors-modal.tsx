import { formatMessage, MERCHANT_PROFILE_FORM_TEXTS, MERCHANT_PROFILE_MESSAGES } from '@lego-portal/rules';
import { css } from '../../../../styled-system/css';
import { ResultModal } from '../../../primitives/result-modal';
import { useTexts } from '../../../texts/texts-context';
import type { ClientErrors } from './use-merchant-profile-submit';

/** Props of {@link MerchantProfileErrorsModal}. */
export interface MerchantProfileErrorsModalProps {
  /** What the failed check found; null closes the modal. */
  errors: ClientErrors | null;
  onClose: () => void;
}

const errorList = css({ m: '0', mt: '2', pl: '5', listStyleType: 'disc' });

/**
 * After Update with fields that break the rules: how many, and each message once, under the
 * spec's header 'update merchant profile error' (section 8). Kept as the spec names it; once it is
 * closed the focus is on the first field to fix and the page's error summary links to each.
 */
export function MerchantProfileErrorsModal({ errors, onClose }: MerchantProfileErrorsModalProps) {
  const texts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  const messages = useTexts('merchantProfile', MERCHANT_PROFILE_MESSAGES);
  return (
    <ResultModal
      open={errors !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      variant="error"
      title={messages.clientErrorTitle}
      message={
        errors ? (
          <>
            {errors.count === 1 ? texts.fixFieldsOne : formatMessage(texts.fixFieldsMany, { count: String(errors.count) })}
            <ul className={errorList}>
              {errors.texts.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </>
        ) : undefined
      }
    />
  );
}
