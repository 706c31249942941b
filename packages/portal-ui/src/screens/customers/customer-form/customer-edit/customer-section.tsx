import type { Schemas } from '@lego-portal/api-client';
import { CUSTOMER_FORM_TEXTS, CUSTOMER_LIST_TEXTS, ID_TYPES, MERCHANT_PROFILE_FORM_TEXTS } from '@lego-portal/rules';
import { useMemo, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Card } from '../../../../primitives/card';
import { useTexts } from '../../../../texts/texts-context';
import type { CustomerFormValues, CustomerType } from '../customer-form-values';
import { CustomerChoice, CustomerTextField, useCustomerErrors, type CustomerPath } from '../customer-fields';
import { FindRow } from '../lookups/find-row';
import type { Lookup } from '../lookups/use-customer-lookups';
import { editLayout } from './edit-styles';

/** Props of {@link CustomerSection}. */
export interface CustomerSectionProps {
  customerType: CustomerType;
  lookup: Lookup<Schemas['BankCustomer']>;
  /** From the merchant lookup: the individual's email is then required. */
  ePayment: boolean;
  /** The profile being updated, so finding the customer itself is not "already registered". */
  custProfileId?: string;
  headingLevel: 2 | 3;
}

const ID_FIELDS: readonly CustomerPath[] = ['idType', 'customerId'];
const CUSTOMER_ID: readonly CustomerPath[] = ['customerId'];

/** Citizen ID: 13 digits; passport and alien ID: up to 20 letters or digits (the rules' checks). */
function IdNumberField() {
  const texts = useTexts('customerForm', CUSTOMER_FORM_TEXTS);
  const idType = useWatch<CustomerFormValues, 'idType'>({ name: 'idType' });
  const citizen = idType === 'P1';
  return (
    <CustomerTextField
      // A new field per ID type: the citizen ID's digit filter must not hang on to a passport.
      key={idType}
      name="customerId"
      label={texts[`idNumber${idType}`]}
      required
      filter={citizen ? 'digits' : undefined}
      maxLength={citizen ? 13 : 20}
    />
  );
}

/**
 * Who the customer is: an individual's ID type, ID number (with Find), name, email (required
 * for an e-payment merchant) and phone (10 digits); a corporate's tax ID (10 to 13 digits, with
 * Find), name, email and phone.
 */
export function CustomerSection({ customerType, lookup, ePayment, custProfileId, headingLevel }: CustomerSectionProps) {
  const texts = useTexts('customerForm', CUSTOMER_FORM_TEXTS);
  const listTexts = useTexts('customerList', CUSTOMER_LIST_TEXTS);
  const merchantTexts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  const { errorOf, revalidate } = useCustomerErrors(ID_FIELDS);
  const idTypes = useMemo(() => ID_TYPES.map(({ code }) => ({ value: code, label: texts[`idType${code}`] })), [texts]);
  const individual = customerType === 'I';
  const registered = lookup.data?.custProfileId;
  const note = registered && registered !== custProfileId ? texts.alreadyRegistered : undefined;
  const findRow = (field: ReactNode) => (
    <FindRow
      findLabel={texts.findCustomer}
      lookup={lookup}
      nameOf={(found) => found.corpName ?? found.fullName}
      notFoundText={texts.customerNotFound}
      note={note}
    >
      {field}
    </FindRow>
  );
  return (
    <Card title={texts.customerSection} headingLevel={headingLevel}>
      <div className={editLayout.stack}>
        {individual ? (
          <>
            <CustomerChoice name="idType" legend={texts.idType} choices={idTypes} errorText={errorOf('idType')} onValueChange={() => revalidate(CUSTOMER_ID)} />
            {findRow(<IdNumberField />)}
          </>
        ) : (
          findRow(<CustomerTextField name="corpId" label={texts.corpId} required filter="digits" maxLength={13} />)
        )}
        <div className={editLayout.fields}>
          {individual ? (
            <CustomerTextField name="fullName" label={listTexts.customerName} required />
          ) : (
            <CustomerTextField name="corpName" label={texts.corpName} required />
          )}
          <CustomerTextField
            name="email"
            label={merchantTexts.merchantContactMail}
            type="email"
            required={individual && ePayment}
            helperText={individual && ePayment ? texts.ePaymentEmail : undefined}
          />
          <CustomerTextField name="phoneNumber" label={merchantTexts.contactPhone} type="tel" filter="digits" maxLength={10} />
        </div>
      </div>
    </Card>
  );
}
