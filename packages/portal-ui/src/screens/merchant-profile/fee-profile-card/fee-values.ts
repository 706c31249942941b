/**
 * What the fee profile card shows for the codes the API keeps: the choices of its radio groups
 * and the charge frequency and currency as read.
 */
import type { AreaTranslation } from '@lego-portal/rules';
import { FEE_CURRENCY_CODE, FEE_FREQUENCIES } from '@lego-portal/rules';
import type { FieldPath } from 'react-hook-form';
import type { Choice } from '../../../fields/choice-radios/choice-radios';
import { waiveByChoices, waiveTypeChoices } from '../../../fields/waiver-section/waiver-section';
import type { MerchantProfileFormValues } from '../merchant-profile-values';

/** A field of the fee profile, by its form name (`feeProfile.waiveTo`, `feeProfile.interBranchFee.flatAmount`). */
export type FeePath = Extract<FieldPath<MerchantProfileFormValues>, `feeProfile.${string}`>;

/** The card's texts (`merchantProfileForm` area) in the portal's language. */
export type FeeTexts = AreaTranslation<'merchantProfileForm'>;


export { waiveByChoices, waiveTypeChoices };

/** The switch of the inter-branch and of the inter-region fee, as the API names them. */
export const INTER_FEE_SWITCH = { interBranchFee: 'isIB', interRegionFee: 'isIR' } as const;

/** The inter-branch or the inter-region fee. */
export type InterFeeGroup = keyof typeof INTER_FEE_SWITCH;

/** Calculation types of the inter-branch and inter-region fees (the rules have no table of them). */
const CALCULATION_TYPES = ['F', 'P'] as const;

/** Flat amount or percentage. */
export const calculationChoices = (texts: FeeTexts): Choice[] => CALCULATION_TYPES.map((code) => ({ value: code, label: texts[`calculation${code}`] }));

/** The text of a code among `choices`; an unknown code is shown as it is. */
export const choiceLabel = (choices: readonly Choice[], code: string): string => choices.find((choice) => choice.value === code)?.label ?? code;

/** 'Per transaction' for T; a frequency the spec does not name is shown as its code. */
export function frequencyLabel(texts: FeeTexts, code: string): string {
  const known = FEE_FREQUENCIES.find((frequency) => frequency.code === code);
  return known ? texts[`frequency${known.code}`] : code;
}

/** ISO 4217 names 764 THB: the currency code is shown by its letters, as the spec does. */
export const currencyLabel = (code: string): string => (code === FEE_CURRENCY_CODE ? 'THB' : code);

/** Yes or No of a flag; '' (left unset by the API) stays unset. */
export const yesNo = (texts: FeeTexts, flag: string): string => (flag === 'Y' ? texts.yes : flag === 'N' ? texts.no : '');
