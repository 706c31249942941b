import type { Schemas } from '@lego-portal/api-client';
import { LABELS, MERCHANT_PROFILE_FORM_TEXTS } from '@lego-portal/rules';
import { useWatch } from 'react-hook-form';
import { Card } from '../../../primitives/card';
import { DetailList } from '../../../primitives/detail-list';
import { useTexts } from '../../../texts/texts-context';
import { styles } from '../merchant-profile-card/card-styles';
import type { MerchantProfileFormValues } from '../merchant-profile-values';
import { ProfileTextField } from '../profile-fields';

/** Props of {@link ContactCard}. */
export interface ContactCardProps {
  mode: 'view' | 'update';
  /** `merchantAddress` of the load response: read-only on this screen. */
  address: Schemas['MerchantAddress'] | null | undefined;
}

const ADDRESS_FIELDS = ['addressNumber', 'buildingVillage', 'soi', 'street', 'subDistrict', 'district', 'city', 'zipCode'] as const;

/**
 * Merchant Contact Information (spec sections 2 and 5): the contact's first and last name
 * (required, at most 128 letters or digits), email (required, valid) and phone (digits, at most
 * 10) are editable; the address is read-only.
 */
export function ContactCard({ mode, address }: ContactCardProps) {
  const texts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  const labels = useTexts('label', LABELS);
  return (
    <Card title={labels.merchantContactCard} headingLevel={2}>
      <section aria-labelledby="merchant-contact-detail" className={styles.section}>
        <h3 id="merchant-contact-detail" className={styles.subheading}>
          {texts.contactDetail}
        </h3>
        {mode === 'view' ? (
          <ContactView />
        ) : (
          <div className={styles.fields}>
            <ProfileTextField name="merchantInfo.contactFirstName" label={texts.contactFirstName} required maxLength={128} autoComplete="off" />
            <ProfileTextField name="merchantInfo.contactLastName" label={texts.contactLastName} required maxLength={128} autoComplete="off" />
            <ProfileTextField name="merchantInfo.merchantContactMail" label={texts.merchantContactMail} type="email" required />
            <ProfileTextField name="merchantInfo.contactPhone" label={texts.contactPhone} type="tel" filter="digits" maxLength={10} />
          </div>
        )}
      </section>
      <section aria-labelledby="merchant-address" className={styles.section}>
        <h3 id="merchant-address" className={styles.subheading}>
          {texts.address}
        </h3>
        <DetailList items={ADDRESS_FIELDS.map((name) => ({ id: name, label: texts[name], value: address?.[name] ?? '' }))} />
      </section>
    </Card>
  );
}

function ContactView() {
  const texts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  const info = useWatch<MerchantProfileFormValues, 'merchantInfo'>({ name: 'merchantInfo' });
  return (
    <DetailList
      items={[
        { id: 'first', label: texts.contactFirstName, value: info.contactFirstName },
        { id: 'last', label: texts.contactLastName, value: info.contactLastName },
        { id: 'mail', label: texts.merchantContactMail, value: info.merchantContactMail },
        { id: 'phone', label: texts.contactPhone, value: info.contactPhone },
      ]}
    />
  );
}
