import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useMerchantInScope } from '../../../../merchant-scope';
import type { CustomerFormContext } from '../customer-form-resolver';
import { customerFormResolver } from '../customer-form-resolver';
import type { CustomerFormValues, CustomerProfile, CustomerType } from '../customer-form-values';
import { customerValuesOf, emptyCustomerValues } from '../customer-form-values';
import { bankCustomerRequestOf, useBankCustomerLookup, useMerchantLookup, useMerchantQuery } from '../lookups/use-customer-lookups';

/**
 * The customer form's values and its two lookups, which the form follows: the merchant found
 * decides whether the email is required, and the bank's record fills a new customer's empty
 * name and contact. `stored` is the customer being updated (none for a create): its merchant and
 * bank record are looked up as the form opens.
 */
export function useCustomerEditForm(customerType: CustomerType, stored: CustomerProfile | undefined) {
  const merchantId = useMerchantInScope()?.merchantId ?? '';
  const initial = useMemo(() => (stored ? customerValuesOf(stored) : emptyCustomerValues(merchantId)), [stored, merchantId]);
  const merchantQuery = useMerchantQuery(stored ? initial.merchantId : null);
  const resolver = useMemo(() => customerFormResolver(customerType), [customerType]);
  const form = useForm<CustomerFormValues, CustomerFormContext>({
    defaultValues: initial,
    resolver,
    // The merchant lookup decides whether the individual's email is required.
    context: { ePaymentMerchantId: merchantQuery.ePaymentMerchantId },
    // A field shows its error once it was left (or the form submitted), never before anyone typed.
    mode: 'onTouched',
    // The form focuses the first invalid control itself, in the order it shows them.
    shouldFocusError: false,
  });
  const merchant = useMerchantLookup(form, merchantQuery);
  const bankCustomer = useBankCustomerLookup(form, customerType, stored ? bankCustomerRequestOf(customerType, initial) : null);

  const isEPayment = merchant.data?.isEPaymentMerchant === 'Y';
  const { getFieldState, trigger, getValues, setValue, formState } = form;
  // The email's message follows the merchant found (required or not) once it was left.
  useEffect(() => {
    if (formState.isSubmitted || getFieldState('email').isTouched) void trigger('email');
  }, [isEPayment, formState.isSubmitted, getFieldState, trigger]);

  // A new customer takes the bank's name and contact for the fields still empty.
  const found = bankCustomer.data;
  useEffect(() => {
    if (!found || stored) return;
    const fill = (name: 'fullName' | 'corpName' | 'email' | 'phoneNumber', value: string | undefined) => {
      if (value && !getValues(name)) setValue(name, value, { shouldDirty: true });
    };
    fill(customerType === 'I' ? 'fullName' : 'corpName', found.corpName ?? found.fullName);
    fill('email', found.email);
    fill('phoneNumber', found.phoneNumber);
  }, [found, stored, customerType, getValues, setValue]);

  return { form, merchant, bankCustomer, isEPayment };
}
