import { yupResolver } from '@hookform/resolvers/yup';
import { corporateCustomerSchema, individualCustomerSchema } from '@lego-portal/rules';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { CustomerFormValues, CustomerType } from './customer-form-values';
import { rulesInputOf } from './customer-form-values';

type ErrorTree = Record<string, unknown>;

/**
 * The rules report a bank account by its index (`bankAccts[1]`) and the empty list on the list
 * itself; the form holds each account as a row, so the message goes to the row's account number,
 * and the list's own message to `bankAccts.root` (react-hook-form's place for a field array).
 */
function formErrorsOf(errors: ErrorTree): FieldErrors<CustomerFormValues> {
  const accounts = errors.bankAccts;
  if (accounts === undefined) return errors as FieldErrors<CustomerFormValues>;
  if (Array.isArray(accounts)) {
    return { ...errors, bankAccts: accounts.map((error: unknown) => (error ? { accountNumber: error } : undefined)) } as FieldErrors<CustomerFormValues>;
  }
  // The resolver already puts a list's own message at `root` while rows of it are registered.
  const own = accounts as { message?: unknown; root?: unknown };
  return { ...errors, bankAccts: typeof own.message === 'string' ? { root: own } : own } as FieldErrors<CustomerFormValues>;
}

/** What the form tells its resolver (react-hook-form's `context`). */
export interface CustomerFormContext {
  /** The merchant ID the merchant lookup found to be an e-payment merchant, if any. */
  ePaymentMerchantId: string | null;
}

/**
 * react-hook-form resolver of the customer form of `type`: the rules' yup schema of that form
 * (`individualCustomerSchema` or `corporateCustomerSchema`), so each field shows exactly the
 * message the change handler would answer with. The individual's email is required while the
 * merchant ID is the one the lookup found to take e-payments.
 */
export function customerFormResolver(type: CustomerType): Resolver<CustomerFormValues, CustomerFormContext> {
  // One resolver of the rules' schema of `type` (typed loosely: the form's values are not its input).
  const resolve = type === 'I' ? yupResolver(individualCustomerSchema()) : yupResolver(corporateCustomerSchema());
  return async (values, context, options) => {
    // No field refs: the rules' names differ from the form's rows, and the form focuses the first
    // invalid control itself, in the order it shows them.
    const result = await resolve(rulesInputOf(type, values, !!context?.ePaymentMerchantId && context.ePaymentMerchantId === values.merchantId) as never, context, { ...options, fields: {} } as never);
    const errors = result.errors as ErrorTree;
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: formErrorsOf(errors) };
  };
}
