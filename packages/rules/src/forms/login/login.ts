/**
 * Login form (spec section 5). The spec shows sign-in errors under the password field, so every
 * login issue is reported on `password`, one at a time.
 */
import { LOGIN_MESSAGES as M } from '../../messages/login-messages';
import type { Issue, ValidateOptions, ValidationResult } from '../../core/validation';
import { toResult } from '../../core/validation';
import { asRecord, isBlank } from '../../core/values';

/** Values of the login form. */
export interface LoginInput {
  username: string;
  password: string;
}

/** Fields of the login form, in screen order. */
export const LOGIN_FIELDS = ['username', 'password'] as const;

/** Issues of login values (any input; never throws). */
export function loginIssues(input: unknown): Issue[] {
  const values = asRecord(input);
  const noUsername = isBlank(values.username);
  const noPassword = isBlank(values.password);
  if (noUsername && noPassword)
    return [{ field: 'password', code: 'login.usernameAndPasswordRequired', text: M.usernameAndPasswordRequired }];
  if (noPassword) return [{ field: 'password', code: 'login.passwordRequired', text: M.passwordRequired }];
  if (noUsername) return [{ field: 'password', code: 'login.usernameRequired', text: M.usernameRequired }];
  return [];
}

/** Validates the login form: both empty, empty password, empty username. */
export function validateLogin(input: unknown, options?: ValidateOptions): ValidationResult {
  return toResult(loginIssues(input), options);
}
