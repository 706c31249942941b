/**
 * What the fee profile card shows for the codes the API keeps: the choices of its radio groups,
 * the charge frequency and currency as read, and the waive dates converted between the form's
 * `YYYYMMDD` and the date picker's ISO `YYYY-MM-DD`.
 */
import type { AreaTranslation } from '@lego-portal/rules';
import { FEE_CURRENCY_CODE, FEE_FREQUENCIES, WAIVE_BY, WAIVE_TYPES, formatCompactDate, formatIsoDate, parseTimestamp } from '@lego-portal/rules';
import type { FieldPath } from 'react-hook-form';
import type { MerchantProfileFormValues } from '../merchant-profile-values';

/** A field of the fee profile, by its form name (`feeProfile.waiveTo`, `feeProfile.interBranchFee.flatAmount`). */
export type FeePath = Extract<FieldPath<MerchantProfileFormValues>, `feeProfile.${string}`>;

/** The card's texts (`merchantProfileForm` area) in the portal's language. */
export type FeeTexts = AreaTranslation<'merchantProfileForm'>;

/** One choice of a radio group: the code sent and the text shown. */
export interface FeeChoice {
  value: string;
  label: string;
}

/** The switch of the inter-branch and of the inter-region fee, as the API names them. */
export const INTER_FEE_SWITCH = { interBranchFee: 'isIB', interRegionFee: 'isIR' } as const;

/** The inter-branch or the inter-region fee. */
export type InterFeeGroup = keyof typeof INTER_FEE_SWITCH;

/** Calculation types of the inter-branch and inter-region fees (the rules have no table of them). */
const CALCULATION_TYPES = ['F', 'P'] as const;

/** Full or partial waiver. */
export const waiveTypeChoices = (texts: FeeTexts): FeeChoice[] => WAIVE_TYPES.map(({ code }) => ({ value: code, label: texts[`waiveType${code}`] }));

/** Waive by percentage or amount. */
export const waiveByChoices = (texts: FeeTexts): FeeChoice[] => WAIVE_BY.map(({ code }) => ({ value: code, label: texts[`waiveBy${code}`] }));

/** Flat amount or percentage. */
export const calculationChoices = (texts: FeeTexts): FeeChoice[] => CALCULATION_TYPES.map((code) => ({ value: code, label: texts[`calculation${code}`] }));

/** The text of a code among `choices`; an unknown code is shown as it is. */
export const choiceLabel = (choices: readonly FeeChoice[], code: string): string => choices.find((choice) => choice.value === code)?.label ?? code;

/** 'Per transaction' for T; a frequency the spec does not name is shown as its code. */
export function frequencyLabel(texts: FeeTexts, code: string): string {
  const known = FEE_FREQUENCIES.find((frequency) => frequency.code === code);
  return known ? texts[`frequency${known.code}`] : code;
}

/** ISO 4217 names 764 THB: the currency code is shown by its letters, as the spec does. */
export const currencyLabel = (code: string): string => (code === FEE_CURRENCY_CODE ? 'THB' : code);

/** Yes or No of a flag; '' (left unset by the API) stays unset. */
export const yesNo = (texts: FeeTexts, flag: string): string => (flag === 'Y' ? texts.yes : flag === 'N' ? texts.no : '');

/** `YYYY-MM-DD` of a form day `YYYYMMDD`, or null when empty or not a real day. */
export function isoOfDay(day: string): string | null {
  const wall = parseTimestamp(day);
  return wall ? formatIsoDate(wall) : null;
}

/** The form day `YYYYMMDD` of a picked ISO date; '' when cleared. */
export function dayOfIso(iso: string | null): string {
  const wall = iso ? parseTimestamp(iso) : null;
  return wall ? formatCompactDate(wall) : '';
}
