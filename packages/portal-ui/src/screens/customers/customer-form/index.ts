export { CustomerForm } from './customer-form';
export type { CustomerFormProps } from './customer-form';
export type { CustomerSubmitted } from './customer-edit/customer-edit-form';
