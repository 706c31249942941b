import type { Schemas } from '@lego-portal/api-client';
import { CUSTOMER_FORM_TEXTS, MERCHANT_PROFILE_FORM_TEXTS } from '@lego-portal/rules';
import { Card } from '../../../../primitives/card';
import { useTexts } from '../../../../texts/texts-context';
import { CustomerTextField } from '../customer-fields';
import { FindRow } from '../lookups/find-row';
import type { Lookup } from '../lookups/use-customer-lookups';
import { fieldLayout } from '../../../../fields/field-layout';

/** Props of {@link MerchantSection}. */
export interface MerchantSectionProps {
  lookup: Lookup<Schemas['CustomerMerchantLookupResponse']>;
  /** An update keeps the customer's merchant: its ID is read-only, found when the form opens. */
  locked: boolean;
  headingLevel: 2 | 3;
}

/** The merchant's ID (10 digits) and its Find, which shows the merchant's name. */
export function MerchantSection({ lookup, locked, headingLevel }: MerchantSectionProps) {
  const texts = useTexts('customerForm', CUSTOMER_FORM_TEXTS);
  const merchantTexts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  return (
    <Card title={texts.merchantSection} headingLevel={headingLevel}>
      <FindRow
        findLabel={texts.findMerchant}
        lookup={lookup}
        nameOf={(merchant) => merchant.merchantName}
        notFoundText={texts.merchantNotFound}
        readOnly={locked}
      >
        <CustomerTextField
          name="merchantId"
          label={merchantTexts.merchantId}
          filter="digits"
          maxLength={10}
          required={!locked}
          readOnly={locked}
          className={locked ? fieldLayout.readOnly : undefined}
        />
      </FindRow>
    </Card>
  );
}
