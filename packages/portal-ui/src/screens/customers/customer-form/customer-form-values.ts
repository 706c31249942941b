/**
 * The customer form's values (every field a string, as inputs hold them) and their conversions:
 * from the contract's `CustomerProfile`, to the rules' validator input, and to the change
 * handler's body `{ action, custProfileId?, customerProfile }` (the contract's
 * `CustomerChangeRequest`; apps/sandbox README, "Change handler").
 */
import type { Schemas } from '@lego-portal/api-client';
import type { CorporateCustomerInput, IndividualCustomerInput } from '@lego-portal/rules';
import { DEFAULT_ACCOUNT_CURRENCY, DEFAULT_CHANNEL, waiverFieldState } from '@lego-portal/rules';

/** I individual, C corporate. */
export type CustomerType = 'I' | 'C';

/** The contract's customer profile, as the detail call returns it. */
export type CustomerProfile = Schemas['CustomerProfile'];

/** One bank account row. */
export interface BankAccountValues {
  accountNumber: string;
  currencyName: 'THB' | 'FCD';
}

/** Values of both customer forms; the individual uses the ID and name fields, the corporate corpName and corpId. */
export interface CustomerFormValues {
  merchantId: string;
  idType: 'P1' | 'P8' | 'P7';
  /** Citizen ID, passport or alien ID number of an individual. */
  customerId: string;
  fullName: string;
  corpName: string;
  /** Corporate tax ID, 10 to 13 digits. */
  corpId: string;
  email: string;
  phoneNumber: string;
  /** The merchant's own customer ID (`customerPaymentInfo.customerId`), at most 25 characters. */
  merchantCustomerId: string;
  prefix: 'RD' | 'SSO';
  /** The user ID after its prefix. */
  userId: string;
  channels: string[];
  bankAccts: BankAccountValues[];
  waiveFlag: 'Y' | 'N';
  isAlwaysValid: 'Y' | 'N';
  /** A day as `YYYYMMDD`. */
  waiveFrom: string;
  waiveTo: string;
  waiveType: 'F' | 'P';
  waiveBy: 'P' | 'A';
  waiveAmt: string;
  waivePercentage: string;
}

/** A new bank account row: THB, the default account currency. */
export const emptyBankAccount = (): BankAccountValues => ({ accountNumber: '', currencyName: DEFAULT_ACCOUNT_CURRENCY });

/** The values of a new customer of `merchantId`: one empty account, the default channel, no waiver. */
export function emptyCustomerValues(merchantId: string): CustomerFormValues {
  return {
    merchantId,
    idType: 'P1',
    customerId: '',
    fullName: '',
    corpName: '',
    corpId: '',
    email: '',
    phoneNumber: '',
    merchantCustomerId: '',
    prefix: 'RD',
    userId: '',
    channels: [DEFAULT_CHANNEL],
    bankAccts: [emptyBankAccount()],
    waiveFlag: 'N',
    isAlwaysValid: 'N',
    waiveFrom: '',
    waiveTo: '',
    waiveType: 'F',
    waiveBy: 'A',
    waiveAmt: '',
    waivePercentage: '',
  };
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const oneOf = <T extends string>(value: unknown, choices: readonly T[], fallback: T): T => (choices.includes(value as T) ? (value as T) : fallback);
/** A stored waive date (`YYYYMMDD` or `YYYYMMDDHHmmss`) as the form's day. */
const dayOf = (value: unknown): string => str(value).slice(0, 8);

/** The form values of a stored customer. */
export function customerValuesOf(customer: CustomerProfile): CustomerFormValues {
  const info = customer.customerInfo ?? {};
  const payment = customer.customerPaymentInfo ?? {};
  const waive = customer.waiveInfo ?? {};
  const prefix = oneOf(payment.prefix, ['RD', 'SSO'] as const, 'RD');
  const userId = str(payment.userId || customer.userId);
  const accounts = payment.bankAccts ?? customer.bankAccts ?? [];
  return {
    ...emptyCustomerValues(customer.merchantId),
    idType: oneOf(customer.idType, ['P1', 'P8', 'P7'] as const, 'P1'),
    customerId: str(customer.customerId),
    fullName: str(customer.fullName || info.fullName),
    corpName: str(info.corpName || customer.fullName),
    corpId: str(info.corpId),
    email: str(info.email),
    phoneNumber: str(info.phoneNumber),
    merchantCustomerId: str(payment.customerId),
    prefix,
    // The stored user ID starts with its prefix (SSO12345678); the form shows the prefix apart.
    userId: userId.startsWith(prefix) ? userId.slice(prefix.length) : userId,
    channels: payment.channels?.length ? [...payment.channels] : [DEFAULT_CHANNEL],
    bankAccts: accounts.map((account) => ({ accountNumber: account.accountNumber, currencyName: oneOf(account.currencyName, ['THB', 'FCD'] as const, 'THB') })),
    waiveFlag: oneOf(waive.waiveFlag, ['Y', 'N'] as const, 'N'),
    isAlwaysValid: oneOf(waive.isAlwaysValid, ['Y', 'N'] as const, 'N'),
    waiveFrom: dayOf(waive.waiveFrom),
    waiveTo: dayOf(waive.waiveTo),
    waiveType: oneOf(waive.waiveType, ['F', 'P'] as const, 'F'),
    waiveBy: oneOf(waive.waiveBy, ['P', 'A'] as const, 'A'),
    waiveAmt: str(waive.waiveAmt),
    waivePercentage: str(waive.waivePercentage),
  };
}

/** The waive info as sent: the dates and values of disabled fields are blank, the choices kept. */
export function waiveInfoOf(values: CustomerFormValues): Schemas['WaiveInfo'] {
  const enabled = waiverFieldState({ ...values }, 'waiveFlag', 'isAlwaysValid');
  return {
    waiveFlag: values.waiveFlag,
    isAlwaysValid: values.isAlwaysValid,
    waiveFrom: enabled.waiveFrom ? values.waiveFrom : '',
    waiveTo: enabled.waiveTo ? values.waiveTo : '',
    waiveType: values.waiveType,
    waiveBy: values.waiveBy,
    waiveAmt: enabled.waiveAmt ? values.waiveAmt : '',
    waivePercentage: enabled.waivePercentage ? values.waivePercentage : '',
  };
}

/** What the rules' validator of `type` reads. */
export function rulesInputOf(type: CustomerType, values: CustomerFormValues, isEPaymentMerchant: boolean): IndividualCustomerInput | CorporateCustomerInput {
  const common = {
    merchantId: values.merchantId,
    email: values.email,
    phoneNumber: values.phoneNumber,
    merchantCustomerId: values.merchantCustomerId,
    bankAccts: values.bankAccts.map((account) => account.accountNumber),
    ...waiveInfoOf(values),
  };
  return type === 'I'
    ? { ...common, idType: values.idType, customerId: values.customerId, fullName: values.fullName, isEPaymentMerchant }
    : { ...common, corpName: values.corpName, corpId: values.corpId };
}

/** The change handler's body of a create or an update (the contract's `CustomerChangeRequest`). */
export type CustomerChangeRequest = Schemas['CustomerChangeRequest'] & {
  action: 'CREATE' | 'UPDATE';
  customerProfile: Schemas['CustomerProfileInput'];
};

/**
 * The body the change handler queues for a checker. Only the fields of the customer's type are
 * sent, so an untouched update proposes no change; an update keeps the stored status.
 */
export function changeRequestOf(type: CustomerType, values: CustomerFormValues, stored?: CustomerProfile): CustomerChangeRequest {
  const individual = type === 'I';
  const name = individual ? values.fullName.trim() : values.corpName.trim();
  const userId = values.userId ? `${values.prefix}${values.userId}` : '';
  const customerProfile: Schemas['CustomerProfileInput'] = {
    customerType: type,
    merchantId: values.merchantId,
    fullName: name,
    userId,
    ...(individual ? { idType: values.idType, customerId: values.customerId } : {}),
    ...(stored ? { isActive: stored.isActive ?? 'Y' } : {}),
    customerInfo: individual
      ? { fullName: name, email: values.email, phoneNumber: values.phoneNumber }
      : { corpName: name, corpId: values.corpId, email: values.email, phoneNumber: values.phoneNumber },
    customerPaymentInfo: {
      prefix: values.prefix,
      userId,
      customerId: values.merchantCustomerId,
      channels: values.channels,
      bankAccts: values.bankAccts.map((account) => ({ accountNumber: account.accountNumber, currencyName: account.currencyName })),
    },
    waiveInfo: waiveInfoOf(values),
  };
  return stored ? { action: 'UPDATE', custProfileId: stored.custProfileId, customerProfile } : { action: 'CREATE', customerProfile };
}
