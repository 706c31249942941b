import { MERCHANT_PROFILE_FORM_TEXTS, waiverFieldState } from '@lego-portal/rules';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTexts } from '../../../texts/texts-context';
import type { MerchantProfileFormValues } from '../merchant-profile-values';
import { ChoiceRadios, DayField, FeeTextField } from './fee-inputs';
import { FlagCheckbox } from '../flag-checkbox';
import { feeLayout } from './fee-layout';
import { waiveByChoices, waiveTypeChoices, type FeePath } from './fee-values';
import { useFeeErrors } from './use-fee-errors';

const WAIVER: readonly FeePath[] = [
  'feeProfile.waiveFrom',
  'feeProfile.waiveTo',
  'feeProfile.waiveType',
  'feeProfile.waiveBy',
  'feeProfile.waiveAmt',
  'feeProfile.waivePercentage',
];
const WAIVE_TO: readonly FeePath[] = ['feeProfile.waiveTo'];
const BY_TYPE: readonly FeePath[] = ['feeProfile.waiveBy', 'feeProfile.waiveAmt', 'feeProfile.waivePercentage'];
const BY_WAIVE_BY: readonly FeePath[] = ['feeProfile.waiveAmt', 'feeProfile.waivePercentage'];
const SWITCHES = ['feeProfile.isWaived', 'feeProfile.isValidTillCancel', 'feeProfile.waiveType', 'feeProfile.waiveBy'] as const;

/** The waiver's own maximum length (spec section 9: waive amount and percentage max 10 characters). */
const WAIVE_VALUE_MAX = 10;

/**
 * The fee waiver (spec sections 3 to 5). The Yes/No switch enables the rest; valid till cancelled
 * disables Waive To; a full waiver disables waive by, amount and percentage, a partial one
 * enables waive by, which enables the amount or the percentage. Which field is enabled is the
 * rules' `waiverFieldState`. A disabled field keeps its value (the request drops it). The date
 * order message shows under Waive To, and changing Waive From checks Waive To again.
 */
export function WaiverFields() {
  const texts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  const [isWaived, isValidTillCancel, waiveType, waiveBy] = useWatch<MerchantProfileFormValues, typeof SWITCHES>({ name: SWITCHES });
  const enabled = waiverFieldState({ isWaived, isValidTillCancel, waiveType, waiveBy });
  const waived = isWaived === 'Y';
  const { errorOf, revalidate } = useFeeErrors(WAIVER);
  const typeChoices = useMemo(() => waiveTypeChoices(texts), [texts]);
  const byChoices = useMemo(() => waiveByChoices(texts), [texts]);
  return (
    <div className={feeLayout.fields}>
      <FlagCheckbox name="feeProfile.isWaived" label={texts.isWaived} className={feeLayout.wide} onChanged={() => revalidate(WAIVER)} />
      <DayField
        name="feeProfile.waiveFrom"
        label={texts.waiveFrom}
        disabled={!enabled.waiveFrom}
        errorText={errorOf('feeProfile.waiveFrom')}
        onValueChange={() => revalidate(WAIVE_TO)}
      />
      <DayField name="feeProfile.waiveTo" label={texts.waiveTo} disabled={!enabled.waiveTo} errorText={errorOf('feeProfile.waiveTo')} />
      <FlagCheckbox
        name="feeProfile.isValidTillCancel"
        label={texts.isValidTillCancel}
        disabled={!waived}
        className={feeLayout.wide}
        onChanged={() => revalidate(WAIVE_TO)}
      />
      <div className={feeLayout.wide}>
        <ChoiceRadios
          name="feeProfile.waiveType"
          legend={texts.waiveType}
          choices={typeChoices}
          disabled={!enabled.waiveType}
          errorText={errorOf('feeProfile.waiveType')}
          onValueChange={() => revalidate(BY_TYPE)}
        />
      </div>
      <div className={feeLayout.wide}>
        <ChoiceRadios
          name="feeProfile.waiveBy"
          legend={texts.waiveBy}
          choices={byChoices}
          disabled={!enabled.waiveBy}
          errorText={errorOf('feeProfile.waiveBy')}
          onValueChange={() => revalidate(BY_WAIVE_BY)}
        />
      </div>
      <FeeTextField
        name="feeProfile.waiveAmt"
        label={texts.waiveAmt}
        filter="decimal"
        maxLength={WAIVE_VALUE_MAX}
        disabled={!enabled.waiveAmt}
        errorText={errorOf('feeProfile.waiveAmt')}
      />
      <FeeTextField
        name="feeProfile.waivePercentage"
        label={texts.waivePercentage}
        filter="decimal"
        maxLength={WAIVE_VALUE_MAX}
        disabled={!enabled.waivePercentage}
        errorText={errorOf('feeProfile.waivePercentage')}
      />
    </div>
  );
}
