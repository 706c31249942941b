/**
 * The customer form's two lookups (spec section 5: create or update only once both the merchant
 * and the customer were found). Each asks for the values its Find button saw; its answer counts
 * only while the fields still hold those values, so editing the merchant ID or the customer's ID
 * after a Find makes it unknown again until the next Find.
 */
import type { Schemas } from '@lego-portal/api-client';
// The bank customer query has this file's hook's name: this hook adds the form's Find around it.
import { LegoApiError, useBankCustomerLookup as useBankCustomerQuery, useCustomerMerchantLookup } from '@lego-portal/api-client';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import type { CustomerFormContext } from '../customer-form-resolver';
import type { CustomerFormValues, CustomerType } from '../customer-form-values';

/** Where a lookup stands for the values in the form now. */
export type LookupStatus = 'unknown' | 'finding' | 'found' | 'notFound' | 'failed';

/** A lookup as the form shows it. */
export interface Lookup<T> {
  status: LookupStatus;
  /** The answer, while `status` is `found`. */
  data?: T;
  /** The failure, while `status` is `failed` (shown with the server's text). */
  error?: unknown;
  /** Validates the fields the lookup reads, then asks (again) for what they hold now. */
  find: () => Promise<void>;
}

/** The bank customer request of the form's values: an individual by ID, a corporate by tax ID. */
export function bankCustomerRequestOf(type: CustomerType, values: Pick<CustomerFormValues, 'merchantId' | 'idType' | 'customerId' | 'corpId'>): Schemas['BankCustomerLookupRequest'] {
  return type === 'I'
    ? { merchantId: values.merchantId, customerType: 'I', idType: values.idType, customerId: values.customerId }
    : { merchantId: values.merchantId, customerType: 'C', corpId: values.corpId };
}

function statusOf(current: boolean, query: UseQueryResult<unknown>): LookupStatus {
  if (!current) return 'unknown';
  if (query.isSuccess) return 'found';
  if (query.isPending || query.isFetching) return 'finding';
  return query.error instanceof LegoApiError && query.error.status === 404 ? 'notFound' : 'failed';
}

/** The merchant lookup's question and answer, apart from the form (the form's resolver needs the answer). */
export interface MerchantQuery {
  asked: string | null;
  ask: (merchantId: string) => void;
  query: UseQueryResult<Schemas['CustomerMerchantLookupResponse']>;
  /** The asked merchant ID when the answer says it takes e-payments. */
  ePaymentMerchantId: string | null;
}

/** Asks for the merchant of `asked` (null: nothing asked yet). */
export function useMerchantQuery(initial: string | null): MerchantQuery {
  const [asked, setAsked] = useState(initial);
  const query = useCustomerMerchantLookup(asked);
  const ePayment = query.isSuccess && query.data.isEPaymentMerchant === 'Y';
  return { asked, ask: setAsked, query, ePaymentMerchantId: ePayment ? asked : null };
}

/** The merchant of the form's merchant ID: its name and whether it takes e-payments. */
export function useMerchantLookup(form: UseFormReturn<CustomerFormValues, CustomerFormContext>, merchantQuery: MerchantQuery): Lookup<Schemas['CustomerMerchantLookupResponse']> {
  const merchantId = useWatch({ control: form.control, name: 'merchantId' });
  const { asked, ask, query } = merchantQuery;
  const { refetch } = query;
  const { trigger, getValues } = form;
  const find = useCallback(async () => {
    if (!(await trigger('merchantId'))) return;
    const id = getValues('merchantId');
    if (id === asked) await refetch();
    else ask(id);
  }, [ask, asked, getValues, refetch, trigger]);
  const status = statusOf(asked !== null && asked === merchantId, query);
  return { status, data: status === 'found' ? query.data : undefined, error: status === 'failed' ? query.error : undefined, find };
}

/** Finds the bank's record of the person (ID type and number) or company (tax ID) for the form's merchant. */
export function useBankCustomerLookup(
  form: UseFormReturn<CustomerFormValues, CustomerFormContext>,
  type: CustomerType,
  initial: Schemas['BankCustomerLookupRequest'] | null,
): Lookup<Schemas['BankCustomer']> {
  const [merchantId, idType, customerId, corpId] = useWatch({ control: form.control, name: ['merchantId', 'idType', 'customerId', 'corpId'] });
  const current = JSON.stringify(bankCustomerRequestOf(type, { merchantId, idType, customerId, corpId }));
  const [askedKey, setAskedKey] = useState(initial === null ? null : JSON.stringify(initial));
  const request = askedKey === null ? null : (JSON.parse(askedKey) as Schemas['BankCustomerLookupRequest']);
  const query = useBankCustomerQuery(request);
  const { refetch } = query;
  const { trigger, getValues } = form;
  const find = useCallback(async () => {
    const fields = type === 'I' ? (['merchantId', 'idType', 'customerId'] as const) : (['merchantId', 'corpId'] as const);
    if (!(await trigger([...fields]))) return;
    const key = JSON.stringify(bankCustomerRequestOf(type, getValues()));
    if (key === askedKey) await refetch();
    else setAskedKey(key);
  }, [askedKey, getValues, refetch, trigger, type]);
  const status = statusOf(askedKey !== null && askedKey === current, query);
  return { status, data: status === 'found' ? query.data : undefined, error: status === 'failed' ? query.error : undefined, find };
}
