import { useMerchantProfile } from '@lego-portal/api-client';
import { COMMON_MESSAGES, MERCHANT_PROFILE_FORM_TEXTS } from '@lego-portal/rules';
import { useId } from 'react';
import { useMerchantInScope } from '../../../merchant-scope';
import { LoadFailure } from '../../../primitives/load-failure';
import { LoadingPage } from '../../../primitives/skeleton';
import { useTexts } from '../../../texts/texts-context';
import { useFailureText } from '../../../texts/use-failure-text';
import { MerchantProfileForm } from './merchant-profile-form';
import { useNotFoundRedirect } from '../../../hooks/use-not-found-redirect';

/** Props of {@link MerchantProfileScreen}. */
export interface MerchantProfileScreenProps {
  /** The route's action: `view` or `update`; anything else goes to not found (spec section 2). */
  action: string;
}

/**
 * The signed-in user's merchant profile (spec sections 2 to 5): `view` reads it (an Edit button,
 * and for the bank an Action menu with Activate or Inactivate), `update` edits it (Discard Edit
 * and Update in an action bar that stays in view, an index of the cards, and after a failed
 * Update the spec's error modal, then a summary linking each field to fix). Cards:
 * Merchant Profile (integration, general profile and logo, sub-accounts), Merchant Contact
 * Information, Fee Profile (fees and waiver) and Merchant Integration Information (public key).
 * Every rule of section 5 shows at its field as the user leaves it and again on Update; a refused
 * or failed save keeps every input. A load that fails shows the reason and Retry.
 */
export function MerchantProfileScreen({ action }: MerchantProfileScreenProps) {
  const texts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  const common = useTexts('common', COMMON_MESSAGES);
  const failureText = useFailureText();
  const headingId = useId();
  const known = action === 'view' || action === 'update';
  useNotFoundRedirect(!known);
  const merchantId = useMerchantInScope()?.merchantId ?? '';
  const profile = useMerchantProfile(merchantId, { enabled: known });
  if (!known) return null;
  const mode = action as 'view' | 'update';

  if (!profile.data) {
    return (
      <LoadingPage headingId={headingId} heading={mode === 'view' ? texts.viewHeading : texts.updateHeading} label={texts.loading}>
        {profile.isError ? (
          <LoadFailure message={failureText(profile.error) || common.requestFailed} onRetry={() => profile.refetch()} retrying={profile.isFetching} />
        ) : undefined}
      </LoadingPage>
    );
  }
  // Keyed by mode: a host that keeps one element mounted across view and update still starts
  // the form afresh, so Discard Edit really discards.
  return <MerchantProfileForm key={mode} mode={mode} loaded={profile.data} headingId={headingId} />;
}
