// Property tests: no validator throws on arbitrary input, and each yup schema reports exactly
// what its plain validator reports.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyObject, ObjectSchema } from 'yup';
import {
  authorizationSchema,
  changePasswordSchema,
  corporateCustomerSchema,
  csvExportSchema,
  individualCustomerSchema,
  loginSchema,
  logoFileSchema,
  merchantProfileSchema,
  sso250DateSchema,
  transactionSearchSchema,
  userFormSchema,
  validateAuthorization,
  validateChangePassword,
  validateCorporateCustomer,
  validateCsvExport,
  validateIndividualCustomer,
  validateLogin,
  validateLogoFile,
  validateMerchantProfile,
  validateSso250Date,
  validateTransactionSearch,
  validateUserForm,
} from '../src/index';
import type { ValidationResult } from '../src/index';
import { pairs, png, yupErrors } from './helpers';

const now = () => new Date('2024-08-30T17:30:00Z');

interface Case {
  name: string;
  plain: (input: unknown) => ValidationResult;
  schema: ObjectSchema<AnyObject>;
  values: fc.Arbitrary<Record<string, unknown>>;
}

// Field values that hit the interesting branches more often than pure noise would.
const fieldValue = fc.oneof(
  fc.string(),
  fc.constantFrom('', ' ', 'Y', 'N', 'T', 'F', 'P', 'A', 'REDIRECT', 'API', 'P1', 'P8', 'summary', 'Abcd#123', '1234567890', '1101700123456', 'a@b.co', 'https://a.co/x', '20240229', '20240830', '20231231235959', '12.50'),
  fc.stringMatching(/^\d{0,14}$/),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.date({ noInvalidDate: false }),
);
const record = (keys: string[]) => fc.record(Object.fromEntries(keys.map((k) => [k, fieldValue])), { requiredKeys: [] });
const subAccount = record(['accountNumber', 'paymentCallbackUrl', 'registerCallbackUrl']);

const CASES: Case[] = [
  { name: 'login', plain: validateLogin, schema: loginSchema(), values: record(['username', 'password']) },
  {
    name: 'change password',
    plain: validateChangePassword,
    schema: changePasswordSchema(),
    values: record(['currentPassword', 'newPassword', 'confirmPassword']),
  },
  {
    name: 'user form (update)',
    plain: (v) => validateUserForm(v, { mode: 'update' }),
    schema: userFormSchema({ mode: 'update' }),
    values: record(['merchantId', 'username', 'fullName', 'email', 'contactNumber', 'note']),
  },
  {
    name: 'user form (create)',
    plain: validateUserForm,
    schema: userFormSchema(),
    values: record(['merchantId', 'username', 'fullName', 'email', 'contactNumber', 'note']),
  },
  {
    name: 'authorization',
    plain: validateAuthorization,
    schema: authorizationSchema(),
    values: record(['account', 'profile', 'customerProfile', 'report', 'transactionReport', 'registrationReport', 'onlineRegistrationReport']),
  },
  {
    name: 'merchant profile',
    plain: validateMerchantProfile,
    schema: merchantProfileSchema(),
    values: fc.record({
      merchantInfo: record(['merchantIntegrationType', 'merchantTaxId', 'merchantName', 'merchantNameTrade', 'contactFirstName', 'contactLastName', 'merchantContactMail', 'contactPhone']),
      redirectPaymentOption: fc.record({ retailCustomer: record(['easyNet', 'easyApp']), paymentGateway: record(['ePayment']) }),
      merchantDDProfile: fc.record({ stmtDisplayOpt: fieldValue, merchantSubAcctProfiles: fc.array(subAccount, { maxLength: 3 }) }),
      feeProfile: record(['chargeFrequency', 'minCharge', 'maxCharge', 'isWaived', 'isValidTillCancel', 'waiveFrom', 'waiveTo', 'waiveType', 'waiveBy', 'waiveAmt', 'waivePercentage']),
    }),
  },
  {
    name: 'logo file',
    plain: validateLogoFile,
    schema: logoFileSchema(),
    values: fc.record({
      files: fc.array(
        fc.record({
          name: fc.constantFrom('a.png', 'a.jpg', 'a.gif', ''),
          bytes: fc.oneof(fc.uint8Array({ maxLength: 40 }), fc.tuple(fc.nat(400), fc.nat(400)).map(([w, h]) => png(w, h))),
        }),
        { maxLength: 2 },
      ),
    }),
  },
  {
    name: 'individual customer',
    plain: validateIndividualCustomer,
    schema: individualCustomerSchema(),
    values: record(['merchantId', 'idType', 'customerId', 'fullName', 'email', 'isEPaymentMerchant', 'phoneNumber', 'merchantCustomerId', 'bankAccts', 'waiveFlag', 'waiveType', 'waiveBy', 'waiveAmt', 'waivePercentage', 'waiveFrom', 'waiveTo']),
  },
  {
    name: 'corporate customer',
    plain: validateCorporateCustomer,
    schema: corporateCustomerSchema(),
    values: record(['merchantId', 'corpName', 'corpId', 'email', 'phoneNumber', 'bankAccts']),
  },
  { name: 'transaction search', plain: validateTransactionSearch, schema: transactionSearchSchema(), values: record(['fromDate', 'toDate']) },
  { name: 'CSV export', plain: validateCsvExport, schema: csvExportSchema(), values: record(['fromDate', 'toDate', 'merchantId']) },
  {
    name: 'SSO 250 date',
    plain: (v) => validateSso250Date(v, { now }),
    schema: sso250DateSchema({ now }),
    values: record(['reportDate']),
  },
];

describe.each(CASES)('$name', ({ plain, schema, values }) => {
  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.anything({ withDate: true, withTypedArray: true, withNullPrototype: true }), (input) => {
        const result = plain(input);
        expect(result.ok).toBe(result.errors.length === 0);
      }),
      { numRuns: 150 },
    );
  });

  it('reports the same errors as its yup schema', () => {
    fc.assert(
      fc.property(values, (input) => {
        expect(yupErrors(schema, input)).toEqual(pairs(plain(input)));
      }),
      { numRuns: 150 },
    );
  });
});
