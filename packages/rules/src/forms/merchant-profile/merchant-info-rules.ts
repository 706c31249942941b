/** General profile and contact rules of the merchant profile (spec section 5). */
import { MERCHANT_INFO_MESSAGES as M } from '../../messages/merchant-messages';
import { ALPHANUMERIC, EMAIL, MERCHANT_NAME } from '../../core/patterns';
import type { Check, Issue } from '../../core/validation';
import { fieldRules, rule } from '../../core/validation';
import type { Values } from '../../core/values';
import { asRecord, isBlank, isYes, text } from '../../core/values';
import { REDIRECT_PAYMENT_OPTIONS, SUMMARY_STYLE_STMT_DISPLAY_OPTS } from '../../tables/merchant-enums';

const at = (name: string) => `merchantInfo.${name}`;

const nameCharacters = (name: string) =>
  rule<Values>('merchantProfile.nameCharacters', M.nameCharacters, (v) => !isBlank(v[name]) && !MERCHANT_NAME.test(text(v[name])));

const contactNameFormat = (name: string) =>
  rule<Values>('merchantProfile.contactNameFormat', M.contactNameFormat, (v) => {
    const value = text(v[name]);
    return value.length > 128 || !ALPHANUMERIC.test(value);
  });

/** Checks over `merchantInfo`. */
export const MERCHANT_INFO_CHECKS: readonly Check<Values>[] = [
  fieldRules(at('merchantTaxId'), [
    rule('merchantProfile.taxIdRequired', M.taxIdRequired, (v) => isBlank(v.merchantTaxId)),
    rule('merchantProfile.taxIdFormat', M.taxIdFormat, (v) => !/^\d{1,13}$/.test(text(v.merchantTaxId))),
  ]),
  fieldRules(at('merchantName'), [
    rule('merchantProfile.merchantNameRequired', M.merchantNameRequired, (v) => isBlank(v.merchantName)),
    rule('merchantProfile.merchantNameLength', M.merchantNameLength, (v) => text(v.merchantName).length > 128),
    nameCharacters('merchantName'),
  ]),
  fieldRules(at('merchantNameTrade'), [
    rule('merchantProfile.tradingNameLength', M.tradingNameLength, (v) => text(v.merchantNameTrade).length > 255),
    nameCharacters('merchantNameTrade'),
  ]),
  fieldRules(at('contactFirstName'), [
    rule('merchantProfile.contactFirstNameRequired', M.contactFirstNameRequired, (v) => isBlank(v.contactFirstName)),
    contactNameFormat('contactFirstName'),
  ]),
  fieldRules(at('contactLastName'), [
    rule('merchantProfile.contactLastNameRequired', M.contactLastNameRequired, (v) => isBlank(v.contactLastName)),
    contactNameFormat('contactLastName'),
  ]),
  fieldRules(at('merchantContactMail'), [
    rule('merchantProfile.contactEmailRequired', M.contactEmailRequired, (v) => isBlank(v.merchantContactMail)),
    rule('merchantProfile.emailFormat', M.emailFormat, (v) => !EMAIL.test(text(v.merchantContactMail))),
  ]),
  fieldRules(at('contactPhone'), [
    rule('merchantProfile.contactPhoneFormat', M.contactPhoneFormat, (v) => {
      const value = text(v.contactPhone);
      return value !== '' && !/^\d{1,10}$/.test(value);
    }),
  ]),
];

/** True when at least one redirect payment option is Y (`epayment` is the other spelling seen). */
export function hasRedirectPaymentOption(options: unknown): boolean {
  const groups = asRecord(options);
  const ticked = (group: string, name: string) => isYes(asRecord(groups[group])[name]);
  return (
    Object.entries(REDIRECT_PAYMENT_OPTIONS).some(([group, names]) => names.some((name) => ticked(group, name))) ||
    ticked('paymentGateway', 'epayment')
  );
}

/** Issues of the integration options a REDIRECT merchant must (and must not) choose. */
export function integrationIssues(info: Record<string, unknown>, input: Record<string, unknown>): Issue[] {
  if (info.merchantIntegrationType !== 'REDIRECT') return [];
  const issues: Issue[] = [];
  if (!hasRedirectPaymentOption(input.redirectPaymentOption))
    issues.push({ field: 'redirectPaymentOption', code: 'merchantProfile.paymentOptionRequired', text: M.paymentOptionRequired });
  const stmt = asRecord(input.merchantDDProfile).stmtDisplayOpt;
  if ((SUMMARY_STYLE_STMT_DISPLAY_OPTS as readonly unknown[]).includes(stmt))
    issues.push({
      field: 'merchantDDProfile.stmtDisplayOpt',
      code: 'merchantProfile.statementOptionNotForRedirect',
      text: M.statementOptionNotForRedirect,
    });
  return issues;
}

