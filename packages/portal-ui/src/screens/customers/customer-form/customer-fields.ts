/**
 * The shared form fields (src/fields) typed by the customer form's values, so a misspelt field
 * name fails the typecheck.
 */
import type { FieldPath } from 'react-hook-form';
import { ChoiceRadios } from '../../../fields/choice-radios/choice-radios';
import { FormTextField } from '../../../fields/form-text-field/form-text-field';
import { useFieldErrors } from '../../../hooks/use-field-errors';
import type { CustomerFormValues } from './customer-form-values';

/** A field of the customer form, by its form name. */
export type CustomerPath = FieldPath<CustomerFormValues>;
/** A text field of the customer form. */
export const CustomerTextField = FormTextField<CustomerFormValues>;
/** Radios of the customer form. */
export const CustomerChoice = ChoiceRadios<CustomerFormValues>;
/** The errors of a group of customer form fields. */
export const useCustomerErrors = useFieldErrors<CustomerFormValues>;
