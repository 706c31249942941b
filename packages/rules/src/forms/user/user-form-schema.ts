import type { ObjectSchema } from 'yup';
import { buildYupSchema } from '../../core/yup-schema';
import type { UserFormInput, UserFormOptions } from './user-form';
import { USER_FORM_FIELDS, userFormIssues } from './user-form';

/** yup schema of the user form; reports exactly what `validateUserForm` does in the same mode. */
export function userFormSchema(options?: UserFormOptions): ObjectSchema<UserFormInput> {
  return buildYupSchema<UserFormInput>('userForm', USER_FORM_FIELDS, (v) => userFormIssues(v, options?.mode), options);
}
