import type { ObjectSchema } from 'yup';
import { buildYupSchema } from '../../core/yup-schema';
import type { ValidateOptions } from '../../core/validation';
import type { AuthorizationChecked } from './authorization';
import { AUTHORIZATION_FIELDS, authorizationIssues } from './authorization';

/** yup schema of the authorization checkboxes; reports exactly what `validateAuthorization` does. */
export function authorizationSchema(options?: ValidateOptions): ObjectSchema<AuthorizationChecked> {
  return buildYupSchema<AuthorizationChecked>('authorization', AUTHORIZATION_FIELDS, authorizationIssues, options);
}
