import { MERCHANT_PROFILE_FORM_TEXTS } from '@lego-portal/rules';
import { fieldLayout } from '../../../../fields/field-layout';
import { WaiverSection, type WaiverNames } from '../../../../fields/waiver-section/waiver-section';
import { Card } from '../../../../primitives/card';
import { useTexts } from '../../../../texts/texts-context';
import type { CustomerFormValues } from '../customer-form-values';

const NAMES: WaiverNames<CustomerFormValues> = {
  flag: 'waiveFlag',
  alwaysValid: 'isAlwaysValid',
  waiveFrom: 'waiveFrom',
  waiveTo: 'waiveTo',
  waiveType: 'waiveType',
  waiveBy: 'waiveBy',
  waiveAmt: 'waiveAmt',
  waivePercentage: 'waivePercentage',
};

/**
 * The customer's fee waiver (spec sections 3 to 5), switched as the merchant's fee waiver is (the
 * same section, over the customer's field names), with the merchant fee waiver's labels.
 */
export function WaiverFields({ headingLevel }: { headingLevel: 2 | 3 }) {
  const texts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  return (
    <Card title={texts.waiver} headingLevel={headingLevel}>
      <div className={fieldLayout.stack}>
        <WaiverSection names={NAMES} />
      </div>
    </Card>
  );
}
