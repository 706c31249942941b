/**
 * Customer profile forms, individual and corporate (spec sections 3 and 5). The individual's
 * e-mail is required when the merchant is an e-payment one (`isEPaymentMerchant`).
 */
import { CUSTOMER_MESSAGES as M } from '../../messages/customer-messages';
import { AMOUNT, EMAIL, LETTERS_DIGITS, PERCENT } from '../../core/patterns';
import type { Check, Issue, ValidateOptions, ValidationResult } from '../../core/validation';
import { fieldRules, rule, runChecks, toResult } from '../../core/validation';
import type { Values } from '../../core/values';
import { asArray, asRecord, isBlank, text } from '../../core/values';
import { dayNumber } from '../../dates/timestamp';
import { waiverFieldState } from '../waiver/waiver-state';

type YN = 'Y' | 'N';

/** Fields both customer forms share. */
export interface CustomerCommonInput {
  merchantId: string;
  email?: string;
  phoneNumber?: string;
  /** The merchant's own customer ID. */
  merchantCustomerId?: string;
  bankAccts: string[];
  waiveFlag?: YN;
  isAlwaysValid?: YN;
  waiveFrom?: string;
  waiveTo?: string;
  waiveType?: 'F' | 'P';
  waiveBy?: 'P' | 'A';
  waiveAmt?: string;
  waivePercentage?: string;
}

/** Individual customer (type I). */
export interface IndividualCustomerInput extends CustomerCommonInput {
  idType: 'P1' | 'P8' | 'P7';
  /** Citizen ID (P1), passport or alien ID number. */
  customerId: string;
  fullName: string;
  /** Makes `email` required. */
  isEPaymentMerchant?: boolean;
}

/** Corporate customer (type C). */
export interface CorporateCustomerInput extends CustomerCommonInput {
  corpName: string;
  /** Corporate tax ID, 10 to 13 digits. */
  corpId: string;
}

/** Which customer form. */
export type CustomerKind = 'individual' | 'corporate';

const COMMON_FIELDS = [
  'merchantId',
  'email',
  'phoneNumber',
  'merchantCustomerId',
  'bankAccts',
  'waiveFlag',
  'isAlwaysValid',
  'waiveFrom',
  'waiveTo',
  'waiveType',
  'waiveBy',
  'waiveAmt',
  'waivePercentage',
];

/** Fields of each form. */
export const CUSTOMER_FIELDS: Readonly<Record<CustomerKind, readonly string[]>> = {
  individual: ['idType', 'customerId', 'fullName', 'isEPaymentMerchant', ...COMMON_FIELDS],
  corporate: ['corpName', 'corpId', ...COMMON_FIELDS],
};

const waiveValue = (name: 'waiveAmt' | 'waivePercentage', pattern: RegExp, code: 'waiveAmountFormat' | 'waivePercentageFormat') =>
  fieldRules<Values>(name, [
    rule('customer.waiveValueLength', M.waiveValueLength, (v) => text(v[name]).length > 10),
    rule(`customer.${code}` as const, M[code], (v) => waiverFieldState(v, 'waiveFlag', 'isAlwaysValid')[name] && !pattern.test(text(v[name]))),
  ]);

const COMMON_CHECKS: readonly Check<Values>[] = [
  fieldRules('phoneNumber', [
    rule('customer.phoneFormat', M.phoneFormat, (v) => !isBlank(v.phoneNumber) && !/^\d{10}$/.test(text(v.phoneNumber))),
  ]),
  fieldRules('merchantCustomerId', [
    rule('customer.merchantCustomerIdLength', M.merchantCustomerIdLength, (v) => text(v.merchantCustomerId).length > 25),
  ]),
  (v) => {
    const accounts = asArray(v.bankAccts);
    if (accounts.length === 0) return [{ field: 'bankAccts', code: 'customer.accountNumberRequired', text: M.accountNumberRequired }];
    return accounts.flatMap((account, i) =>
      /^\d{10}$/.test(text(account)) ? [] : [{ field: `bankAccts[${i}]`, code: 'customer.accountNumberFormat', text: M.accountNumberFormat }],
    ) as Issue[];
  },
  waiveValue('waiveAmt', AMOUNT, 'waiveAmountFormat'),
  waiveValue('waivePercentage', PERCENT, 'waivePercentageFormat'),
  fieldRules('waiveFrom', [
    rule('customer.waiveDateInvalid', M.waiveDateInvalid, (v) => waiverFieldState(v, 'waiveFlag').waiveFrom && !dayNumber(v.waiveFrom)),
  ]),
  fieldRules('waiveTo', [
    rule('customer.waiveDateInvalid', M.waiveDateInvalid, (v) => waiverFieldState(v, 'waiveFlag', 'isAlwaysValid').waiveTo && !dayNumber(v.waiveTo)),
    rule('customer.waiveDateOrder', M.waiveDateOrder, (v) => {
      const from = dayNumber(v.waiveFrom);
      const to = dayNumber(v.waiveTo);
      return waiverFieldState(v, 'waiveFlag', 'isAlwaysValid').waiveTo && !!from && !!to && to < from;
    }),
  ]),
];

const merchantId = fieldRules<Values>('merchantId', [
  rule('customer.merchantIdRequired', M.merchantIdRequired, (v) => isBlank(v.merchantId)),
  rule('customer.merchantIdFormat', M.merchantIdFormat, (v) => !/^\d{10}$/.test(text(v.merchantId))),
]);

const email = (required: (v: Values) => boolean) =>
  fieldRules<Values>('email', [
    rule('customer.emailRequired', M.emailRequired, (v) => required(v) && isBlank(v.email)),
    rule('customer.emailFormat', M.emailFormat, (v) => !isBlank(v.email) && !EMAIL.test(text(v.email))),
  ]);

const INDIVIDUAL_CHECKS: readonly Check<Values>[] = [
  merchantId,
  fieldRules('idType', [rule('customer.idTypeRequired', M.idTypeRequired, (v) => !['P1', 'P8', 'P7'].includes(text(v.idType)))]),
  fieldRules('customerId', [
    rule('customer.citizenIdFormat', M.citizenIdFormat, (v) => v.idType === 'P1' && !/^\d{13}$/.test(text(v.customerId))),
    rule('customer.documentIdFormat', M.documentIdFormat, (v) => {
      const value = text(v.customerId);
      return v.idType !== 'P1' && (value.length > 20 || !LETTERS_DIGITS.test(value));
    }),
  ]),
  fieldRules('fullName', [rule('customer.fullNameRequired', M.fullNameRequired, (v) => isBlank(v.fullName))]),
  email((v) => v.isEPaymentMerchant === true),
];

const CORPORATE_CHECKS: readonly Check<Values>[] = [
  merchantId,
  fieldRules('corpName', [rule('customer.corpNameRequired', M.corpNameRequired, (v) => isBlank(v.corpName))]),
  fieldRules('corpId', [rule('customer.corpTaxIdFormat', M.corpTaxIdFormat, (v) => !/^\d{10,13}$/.test(text(v.corpId)))]),
  email(() => false),
];

/** Issues of the individual customer form (any input; never throws). */
export function individualCustomerIssues(input: unknown): Issue[] {
  return runChecks([...INDIVIDUAL_CHECKS, ...COMMON_CHECKS], asRecord(input));
}

/** Issues of the corporate customer form (any input; never throws). */
export function corporateCustomerIssues(input: unknown): Issue[] {
  return runChecks([...CORPORATE_CHECKS, ...COMMON_CHECKS], asRecord(input));
}

/** Validates the individual customer form. */
export function validateIndividualCustomer(input: unknown, options?: ValidateOptions): ValidationResult {
  return toResult(individualCustomerIssues(input), options);
}

/** Validates the corporate customer form. */
export function validateCorporateCustomer(input: unknown, options?: ValidateOptions): ValidationResult {
  return toResult(corporateCustomerIssues(input), options);
}

/** Create or update is enabled only when both the merchant and the customer were found. */
export function canSubmitCustomer(found: { merchantFound: boolean; customerFound: boolean }): boolean {
  return found.merchantFound && found.customerFound;
}
