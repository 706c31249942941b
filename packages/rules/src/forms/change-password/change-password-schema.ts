import type { ObjectSchema } from 'yup';
import { buildYupSchema } from '../../core/yup-schema';
import type { ChangePasswordInput, ChangePasswordOptions } from './change-password';
import { CHANGE_PASSWORD_FIELDS, changePasswordIssues } from './change-password';

/** yup schema of the change-password form; reports exactly what `validateChangePassword` does. */
export function changePasswordSchema(options?: ChangePasswordOptions): ObjectSchema<ChangePasswordInput> {
  const mode = options?.mode ?? 'change';
  return buildYupSchema<ChangePasswordInput>(
    'changePassword',
    mode === 'change' ? CHANGE_PASSWORD_FIELDS : CHANGE_PASSWORD_FIELDS.slice(1),
    (values) => changePasswordIssues(values, mode),
    options,
  );
}
