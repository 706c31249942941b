import type { ObjectSchema } from 'yup';
import { buildYupSchema } from '../../core/yup-schema';
import type { ValidateOptions } from '../../core/validation';
import type { CorporateCustomerInput, IndividualCustomerInput } from './customer-form';
import { CUSTOMER_FIELDS, corporateCustomerIssues, individualCustomerIssues } from './customer-form';

/** yup schema of the individual customer form; reports exactly what `validateIndividualCustomer` does. */
export function individualCustomerSchema(options?: ValidateOptions): ObjectSchema<IndividualCustomerInput> {
  return buildYupSchema<IndividualCustomerInput>(
    'individualCustomer',
    CUSTOMER_FIELDS.individual,
    individualCustomerIssues,
    options,
  );
}

/** yup schema of the corporate customer form; reports exactly what `validateCorporateCustomer` does. */
export function corporateCustomerSchema(options?: ValidateOptions): ObjectSchema<CorporateCustomerInput> {
  return buildYupSchema<CorporateCustomerInput>(
    'corporateCustomer',
    CUSTOMER_FIELDS.corporate,
    corporateCustomerIssues,
    options,
  );
}
