import type { ObjectSchema } from 'yup';
import { buildYupSchema } from '../../core/yup-schema';
import type { ValidateOptions } from '../../core/validation';
import type { LoginInput } from './login';
import { LOGIN_FIELDS, loginIssues } from './login';

/** yup schema of the login form for `yupResolver`; reports exactly what `validateLogin` does. */
export function loginSchema(options?: ValidateOptions): ObjectSchema<LoginInput> {
  return buildYupSchema<LoginInput>('login', LOGIN_FIELDS, loginIssues, options);
}
