import { MERCHANT_PROFILE_FORM_TEXTS } from '@lego-portal/rules';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { DetailList } from '../../../primitives/detail-list';
import { useTexts } from '../../../texts/texts-context';
import type { MerchantProfileFormValues } from '../merchant-profile-values';
import { ProfileTextField } from '../profile-fields';
import { styles } from './card-styles';

/** Props of {@link GeneralProfile}. */
export interface GeneralProfileProps {
  mode: 'view' | 'update';
  /** `businessType.businessTypeDesc` of the load response (read-only). */
  businessType: string;
  /** `merchantCategory.categoryName` of the load response (read-only). */
  category: string;
  /** The logo field (the logo upload), shown last. */
  logo: ReactNode;
}

/**
 * The general profile (spec sections 2, 3 and 5): tax ID (digits, at most 13), business type and
 * category (read-only), merchant name (at most 128) and trading name (at most 255), then the logo.
 */
export function GeneralProfile({ mode, businessType, category, logo }: GeneralProfileProps) {
  const texts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  return (
    <section aria-labelledby="merchant-general-profile" className={styles.section}>
      <h3 id="merchant-general-profile" className={styles.subheading}>
        {texts.generalProfile}
      </h3>
      {mode === 'view' ? (
        <GeneralProfileView businessType={businessType} category={category} />
      ) : (
        <>
          <div className={styles.fields}>
            <ProfileTextField name="merchantInfo.merchantTaxId" label={texts.merchantTaxId} filter="digits" maxLength={13} required />
            <ProfileTextField name="merchantInfo.merchantName" label={texts.merchantName} required />
            <ProfileTextField name="merchantInfo.merchantNameTrade" label={texts.merchantNameTrade} />
          </div>
          <DetailList
            items={[
              { id: 'businessType', label: texts.businessType, value: businessType },
              { id: 'category', label: texts.merchantCategory, value: category },
            ]}
          />
        </>
      )}
      {logo}
    </section>
  );
}

function GeneralProfileView({ businessType, category }: { businessType: string; category: string }) {
  const texts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  const info = useWatch<MerchantProfileFormValues, 'merchantInfo'>({ name: 'merchantInfo' });
  return (
    <DetailList
      items={[
        { id: 'taxId', label: texts.merchantTaxId, value: info.merchantTaxId },
        { id: 'businessType', label: texts.businessType, value: businessType },
        { id: 'category', label: texts.merchantCategory, value: category },
        { id: 'name', label: texts.merchantName, value: info.merchantName },
        { id: 'trade', label: texts.merchantNameTrade, value: info.merchantNameTrade },
      ]}
    />
  );
}
