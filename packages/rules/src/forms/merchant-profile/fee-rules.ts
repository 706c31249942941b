/**
 * Fee and waiver rules of the merchant profile (spec sections 4 and 5). Waiver fields count only
 * when the waiver is on; valid-till-cancelled drops Waive To; a full waiver drops waive by,
 * amount and percentage. The date order and min/max rules apply to fee frequency T, as the
 * spec words them.
 */
import { FEE_MESSAGES as M } from '../../messages/merchant-messages';
import { AMOUNT, PERCENT } from '../../core/patterns';
import type { Check } from '../../core/validation';
import { fieldRules, rule } from '../../core/validation';
import type { Values } from '../../core/values';
import { asRecord, isBlank, text } from '../../core/values';
import { dayNumber } from '../../dates/timestamp';
import { waiverFieldState } from '../waiver/waiver-state';

const at = (name: string) => `feeProfile.${name}`;

const amountRule = (name: string) =>
  fieldRules<Values>(at(name), [
    rule('merchantProfile.amountFormat', M.amountFormat, (v) => !isBlank(v[name]) && !AMOUNT.test(text(v[name]))),
  ]);

/** Amount and percentage checks of the inter-branch or inter-region fee (`feeProfile.<group>.<field>`). */
function interFeeChecks(group: 'interBranchFee' | 'interRegionFee'): Check<Values>[] {
  const of = (v: Values) => asRecord(v[group]);
  const amount = (name: string) =>
    fieldRules<Values>(at(`${group}.${name}`), [
      rule('merchantProfile.amountFormat', M.amountFormat, (v) => !isBlank(of(v)[name]) && !AMOUNT.test(text(of(v)[name]))),
    ]);
  return [
    amount('flatAmount'),
    fieldRules<Values>(at(`${group}.percentage`), [
      rule('merchantProfile.percentFormat', M.percentFormat, (v) => !isBlank(of(v).percentage) && !PERCENT.test(text(of(v).percentage))),
    ]),
    amount('capAmount'),
  ];
}

/** Checks over `feeProfile`. */
export const FEE_CHECKS: readonly Check<Values>[] = [
  amountRule('minCharge'),
  fieldRules(at('maxCharge'), [
    rule('merchantProfile.amountFormat', M.amountFormat, (v) => !isBlank(v.maxCharge) && !AMOUNT.test(text(v.maxCharge))),
    rule(
      'merchantProfile.feeMinMax',
      M.feeMinMax,
      // Only fees that are there are compared: an empty maximum is no maximum, not 0.
      (v) =>
        v.chargeFrequency === 'T' &&
        AMOUNT.test(text(v.minCharge)) &&
        AMOUNT.test(text(v.maxCharge)) &&
        Number(text(v.maxCharge)) < Number(text(v.minCharge)),
    ),
  ]),
  ...interFeeChecks('interBranchFee'),
  ...interFeeChecks('interRegionFee'),
  fieldRules(at('waiveFrom'), [
    rule('merchantProfile.waiveFromRequired', M.waiveFromRequired, (v) => waiverFieldState(v).waiveFrom && isBlank(v.waiveFrom)),
    rule('merchantProfile.waiveDateInvalid', M.waiveDateInvalid, (v) => waiverFieldState(v).waiveFrom && !dayNumber(v.waiveFrom)),
  ]),
  fieldRules(at('waiveTo'), [
    rule('merchantProfile.waiveToRequired', M.waiveToRequired, (v) => waiverFieldState(v).waiveTo && isBlank(v.waiveTo)),
    rule('merchantProfile.waiveDateInvalid', M.waiveDateInvalid, (v) => waiverFieldState(v).waiveTo && !dayNumber(v.waiveTo)),
    rule('merchantProfile.waiveDateOrder', M.waiveDateOrder, (v) => {
      const from = dayNumber(v.waiveFrom);
      const to = dayNumber(v.waiveTo);
      return waiverFieldState(v).waiveTo && v.chargeFrequency === 'T' && !!from && !!to && to < from;
    }),
  ]),
  fieldRules(at('waiveType'), [
    rule('merchantProfile.waiveTypeRequired', M.waiveTypeRequired, (v) => waiverFieldState(v).waiveType && v.waiveType !== 'F' && v.waiveType !== 'P'),
  ]),
  fieldRules(at('waiveBy'), [
    rule('merchantProfile.waiveByRequired', M.waiveByRequired, (v) => waiverFieldState(v).waiveBy && v.waiveBy !== 'A' && v.waiveBy !== 'P'),
  ]),
  fieldRules(at('waiveAmt'), [
    rule('merchantProfile.waiveAmountRequired', M.waiveAmountRequired, (v) => waiverFieldState(v).waiveAmt && isBlank(v.waiveAmt)),
    rule('merchantProfile.waiveValueLength', M.waiveValueLength, (v) => waiverFieldState(v).waiveAmt && text(v.waiveAmt).length > 10),
    rule('merchantProfile.amountFormat', M.amountFormat, (v) => waiverFieldState(v).waiveAmt && !AMOUNT.test(text(v.waiveAmt))),
  ]),
  fieldRules(at('waivePercentage'), [
    rule('merchantProfile.waivePercentageRequired', M.waivePercentageRequired, (v) => waiverFieldState(v).waivePercentage && isBlank(v.waivePercentage)),
    rule('merchantProfile.waiveValueLength', M.waiveValueLength, (v) => waiverFieldState(v).waivePercentage && text(v.waivePercentage).length > 10),
    rule('merchantProfile.percentFormat', M.percentFormat, (v) => waiverFieldState(v).waivePercentage && !PERCENT.test(text(v.waivePercentage))),
  ]),
];
