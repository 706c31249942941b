import { MERCHANT_PROFILE_FORM_TEXTS } from '@lego-portal/rules';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTexts } from '../../../texts/texts-context';
import type { MerchantProfileFormValues } from '../merchant-profile-values';
import { ChoiceRadios, FeeTextField } from './fee-inputs';
import { FlagCheckbox } from '../flag-checkbox';
import { feeLayout } from './fee-layout';
import { INTER_FEE_SWITCH, calculationChoices, type FeePath, type InterFeeGroup } from './fee-values';
import { useFeeErrors } from './use-fee-errors';

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
  const { errorOf, revalidate } = useFeeErrors(NAMES[group]);
  const choices = useMemo(() => calculationChoices(texts), [texts]);
  const off = !on;
  return (
    <fieldset className={feeLayout.subGroup}>
      <legend className={feeLayout.legend}>{texts[group]}</legend>
      <div className={feeLayout.fields}>
        <FlagCheckbox name={`feeProfile.${flag}`} label={texts[flag]} className={feeLayout.wide} onChanged={() => revalidate(NAMES[group])} />
        <div className={feeLayout.wide}>
          <ChoiceRadios
            name={`feeProfile.${group}.calculationType`}
            legend={texts.calculationType}
            choices={choices}
            disabled={off}
            errorText={errorOf(`feeProfile.${group}.calculationType`)}
          />
        </div>
        <FeeTextField
          name={`feeProfile.${group}.flatAmount`}
          label={texts.flatAmount}
          filter="decimal"
          disabled={off}
          errorText={errorOf(`feeProfile.${group}.flatAmount`)}
        />
        <FeeTextField
          name={`feeProfile.${group}.percentage`}
          label={texts.percentage}
          filter="decimal"
          disabled={off}
          errorText={errorOf(`feeProfile.${group}.percentage`)}
        />
        <FlagCheckbox name={`feeProfile.${group}.isCap`} label={texts.isCap} disabled={off} className={feeLayout.wide} />
        <FeeTextField name={`feeProfile.${group}.capType`} label={texts.capType} disabled={off} errorText={errorOf(`feeProfile.${group}.capType`)} />
        <FeeTextField
          name={`feeProfile.${group}.capAmount`}
          label={texts.capAmount}
          filter="decimal"
          disabled={off}
          errorText={errorOf(`feeProfile.${group}.capAmount`)}
        />
      </div>
    </fieldset>
  );
}
