import { MERCHANT_PROFILE_FORM_TEXTS } from '@lego-portal/rules';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTexts } from '../../../texts/texts-context';
import type { MerchantProfileFormValues } from '../merchant-profile-values';
import { ProfileChoice, ProfileFlag, ProfileTextField, useProfileErrors } from '../profile-fields';
import { feeLayout } from './fee-layout';
import { INTER_FEE_SWITCH, calculationChoices, type FeePath, type InterFeeGroup } from './fee-values';

const FIELDS = ['calculationType', 'flatAmount', 'percentage', 'isCap', 'capType', 'capAmount'] as const;

/** The fields of a group by form name, made once so the error subscription keeps its identity. */
const NAMES: Record<InterFeeGroup, readonly FeePath[]> = {
  interBranchFee: FIELDS.map((field) => `feeProfile.interBranchFee.${field}` as const),
  interRegionFee: FIELDS.map((field) => `feeProfile.interRegionFee.${field}` as const),
};

/** Props of {@link InterFeeFields}. */
export interface InterFeeFieldsProps {
  group: InterFeeGroup;
}

/**
 * One inter-branch or inter-region fee (spec section 3): its switch (isIB or isIR) enables the
 * calculation type (flat amount or percentage), flat amount, percentage, cap flag, cap type and
 * cap amount; switched off they are disabled and keep what they hold.
 */
export function InterFeeFields({ group }: InterFeeFieldsProps) {
  const texts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  const flag = INTER_FEE_SWITCH[group];
  const on = useWatch<MerchantProfileFormValues, `feeProfile.${typeof flag}`>({ name: `feeProfile.${flag}` }) === 'Y';
  const { errorOf, revalidate } = useProfileErrors(NAMES[group]);
  const choices = useMemo(() => calculationChoices(texts), [texts]);
  const off = !on;
  return (
    <fieldset className={feeLayout.subGroup}>
      <legend className={feeLayout.legend}>{texts[group]}</legend>
      <div className={feeLayout.fields}>
        <ProfileFlag name={`feeProfile.${flag}`} label={texts[flag]} className={feeLayout.wide} onChanged={() => revalidate(NAMES[group])} />
        <div className={feeLayout.wide}>
          <ProfileChoice
            name={`feeProfile.${group}.calculationType`}
            legend={texts.calculationType}
            choices={choices}
            disabled={off}
            errorText={errorOf(`feeProfile.${group}.calculationType`)}
          />
        </div>
        <ProfileTextField
          name={`feeProfile.${group}.flatAmount`}
          label={texts.flatAmount}
          filter="decimal"
          disabled={off}
        />
        <ProfileTextField
          name={`feeProfile.${group}.percentage`}
          label={texts.percentage}
          filter="decimal"
          disabled={off}
        />
        <ProfileFlag name={`feeProfile.${group}.isCap`} label={texts.isCap} disabled={off} className={feeLayout.wide} />
        <ProfileTextField name={`feeProfile.${group}.capType`} label={texts.capType} disabled={off} />
        <ProfileTextField
          name={`feeProfile.${group}.capAmount`}
          label={texts.capAmount}
          filter="decimal"
          disabled={off}
        />
      </div>
    </fieldset>
  );
}
