import { MERCHANT_PROFILE_FORM_TEXTS } from '@lego-portal/rules';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextField } from '../../../primitives/text-field';
import { useTexts } from '../../../texts/texts-context';
import type { MerchantProfileFormValues } from '../merchant-profile-values';
import { ProfileFlag, ProfileTextField, useProfileErrors } from '../profile-fields';
import { feeLayout } from './fee-layout';
import { currencyLabel, frequencyLabel, type FeePath } from './fee-values';

const NAMES: readonly FeePath[] = ['feeProfile.minCharge', 'feeProfile.maxCharge', 'feeProfile.feeChargeAccount', 'feeProfile.debitAdvRcvMail'];
const MAX_FEE: readonly FeePath[] = ['feeProfile.maxCharge'];

/**
 * The fee itself (spec section 3): charge frequency, charge to and currency as the bank set them
 * (read-only), minimum and maximum fee, flat fee, fee charge account, and the debit advice mail
 * with its address, which can be typed only while the mail is asked for. The min/max message
 * shows under Maximum Fee, and changing the minimum checks the maximum again.
 */
export function FeeFields() {
  const texts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  const { getValues } = useFormContext<MerchantProfileFormValues>();
  const wantsMail = useWatch<MerchantProfileFormValues, 'feeProfile.isRcvDebitAdvMail'>({ name: 'feeProfile.isRcvDebitAdvMail' }) === 'Y';
  const { revalidate } = useProfileErrors(NAMES);
  // Fixed by the bank for this form's life: read once, not watched.
  const { chargeFrequency, chargeTo, currencyCode } = getValues('feeProfile');
  return (
    <div className={feeLayout.fields}>
      <TextField label={texts.chargeFrequency} value={frequencyLabel(texts, chargeFrequency)} readOnly className={feeLayout.readOnly} />
      <TextField label={texts.chargeTo} value={chargeTo} readOnly className={feeLayout.readOnly} />
      <TextField label={texts.currencyCode} value={currencyLabel(currencyCode)} readOnly className={feeLayout.readOnly} />
      <ProfileTextField name="feeProfile.feeChargeAccount" label={texts.feeChargeAccount} filter="digits" maxLength={10} />
      <ProfileTextField
        name="feeProfile.minCharge"
        label={texts.minCharge}
        filter="decimal"
        onValueChange={() => revalidate(MAX_FEE)}
      />
      <ProfileTextField name="feeProfile.maxCharge" label={texts.maxCharge} filter="decimal" />
      <ProfileFlag name="feeProfile.isFlatFee" label={texts.isFlatFee} className={feeLayout.wide} />
      <ProfileFlag
        name="feeProfile.isRcvDebitAdvMail"
        label={texts.isRcvDebitAdvMail}
        className={feeLayout.wide}
        onChanged={() => revalidate(['feeProfile.debitAdvRcvMail'])}
      />
      <ProfileTextField
        name="feeProfile.debitAdvRcvMail"
        label={texts.debitAdvRcvMail}
        type="email"
        disabled={!wantsMail}
      />
    </div>
  );
}
