import { LABELS } from '@lego-portal/rules';
import { Card } from '../../../primitives/card';
import { useTexts } from '../../../texts/texts-context';
import { LogoUpload } from '../logo-upload';
import type { MerchantProfileLoaded } from '../merchant-profile-values';
import { SubAccountsField } from '../sub-accounts-field';
import { GeneralProfile } from './general-profile';
import { IntegrationProfile } from './integration-profile';

/** Props of {@link MerchantProfileCard}. */
export interface MerchantProfileCardProps {
  mode: 'view' | 'update';
  loaded: MerchantProfileLoaded;
}

/**
 * The Merchant Profile card (spec section 2): the integration profile, the general profile with
 * the logo, and the sub-accounts with their shadow accounts.
 */
export function MerchantProfileCard({ mode, loaded }: MerchantProfileCardProps) {
  const labels = useTexts('label', LABELS);
  const info = loaded.merchantProfileResponse.merchantProfileResource.merchantInfo;
  return (
    <Card title={labels.merchantProfileCard} headingLevel={2}>
      <IntegrationProfile
        mode={mode}
        merchantId={info.merchantId}
        merchantCode={info.merchantCode ?? ''}
        currencies={loaded.accountCurrencyList?.accountCurrencies ?? []}
      />
      <GeneralProfile
        mode={mode}
        businessType={loaded.businessType?.businessTypeDesc ?? ''}
        category={loaded.merchantCategory?.categoryName ?? ''}
        logo={<LogoUpload mode={mode} />}
      />
      <SubAccountsField mode={mode} />
    </Card>
  );
}
