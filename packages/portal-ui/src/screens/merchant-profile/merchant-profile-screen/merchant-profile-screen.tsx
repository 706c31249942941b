import { legoQueries } from '@lego-portal/api-client';
import { COMMON_MESSAGES, MERCHANT_PROFILE_FORM_TEXTS } from '@lego-portal/rules';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { css } from '../../../../styled-system/css';
import { usePortal, usePortalSession } from '../../../provider/portal-provider';
import { LoadFailure } from '../../../primitives/load-failure';
import { Skeleton } from '../../../primitives/skeleton';
import { useTexts } from '../../../texts/texts-context';
import { useFailureText } from '../../../texts/use-failure-text';
import { MerchantProfileForm } from './merchant-profile-form';

/** Props of {@link MerchantProfileScreen}. */
export interface MerchantProfileScreenProps {
  /** The route's action: `view` or `update`; anything else goes to not found (spec section 2). */
  action: string;
}

const styles = {
  section: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  heading: css({ fontSize: '2xl', fontWeight: 'semibold', lineHeight: 'tight' }),
  skeleton: css({ display: 'flex', flexDirection: 'column', gap: '4', maxWidth: 'lg' }),
};

/**
 * The signed-in user's merchant profile (spec sections 2 to 5): `view` reads it (the Action menu
 * offers Edit, Activate or Inactivate), `update` edits it (Discard Edit and Update). Cards:
 * Merchant Profile (integration, general profile and logo, sub-accounts), Merchant Contact
 * Information, Fee Profile (fees and waiver) and Merchant Integration Information (public key).
 * Every rule of section 5 shows at its field as the user leaves it and again on Update; a refused
 * or failed save keeps every input. A load that fails shows the reason and Retry.
 */
export function MerchantProfileScreen({ action }: MerchantProfileScreenProps) {
  const { client, navigation, paths } = usePortal();
  const { user } = usePortalSession();
  const texts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  const common = useTexts('common', COMMON_MESSAGES);
  const failureText = useFailureText();
  const headingId = useId();
  const known = action === 'view' || action === 'update';
  useEffect(() => {
    if (!known) navigation.navigate(paths.notFound(), { replace: true });
  }, [known, navigation, paths]);
  const merchantId = user?.merchantProfile.merchantId ?? '';
  const profile = useQuery({ ...legoQueries.merchantProfile(client, { merchantId }), enabled: known && merchantId !== '' });
  if (!known) return null;
  const mode = action as 'view' | 'update';

  if (!profile.data) {
    return (
      <section aria-labelledby={headingId} className={styles.section}>
        <h1 id={headingId} className={styles.heading}>
          {mode === 'view' ? texts.viewHeading : texts.updateHeading}
        </h1>
        {profile.isError ? (
          <LoadFailure message={failureText(profile.error) || common.requestFailed} onRetry={() => profile.refetch()} retrying={profile.isFetching} />
        ) : (
          <div className={styles.skeleton} aria-busy="true">
            <p role="status">{texts.loading}</p>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height="2.5rem" />
            ))}
          </div>
        )}
      </section>
    );
  }
  // Keyed by mode: a host that keeps one element mounted across view and update still starts
  // the form afresh, so Discard Edit really discards.
  return <MerchantProfileForm key={mode} mode={mode} loaded={profile.data} headingId={headingId} />;
}
