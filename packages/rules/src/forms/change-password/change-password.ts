/**
 * Change password (spec section 5): all fields required, the policy on the new password, new
 * differs from current, confirm equals new. Mode `forced` (first sign-in, spec section 4) has
 * no current password.
 */
import { CHANGE_PASSWORD_MESSAGES as M } from '../../messages/password-messages';
import type { Issue, ValidateOptions, ValidationResult } from '../../core/validation';
import { fieldRules, rule, runChecks, toResult } from '../../core/validation';
import type { Values } from '../../core/values';
import { asRecord, isBlank, text } from '../../core/values';
import { PASSWORD_RULES } from './password-rules';

/** Values of the change-password form. */
export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** `change` (current, new, confirm) or `forced` (new and confirm only). */
export type ChangePasswordMode = 'change' | 'forced';

/** Options of the change-password validator. */
export interface ChangePasswordOptions extends ValidateOptions {
  mode?: ChangePasswordMode;
}

/** Fields of the form, in screen order. */
export const CHANGE_PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

const current = fieldRules<Values>('currentPassword', [
  rule('changePassword.currentRequired', M.currentRequired, (v) => isBlank(v.currentPassword)),
]);

const newPasswordRules = (mode: ChangePasswordMode) =>
  fieldRules<Values>('newPassword', [
    rule('changePassword.newRequired', M.newRequired, (v) => isBlank(v.newPassword)),
    ...PASSWORD_RULES.map((r) => rule<Values>(r.code, r.message, (v) => !r.test(text(v.newPassword)))),
    rule(
      'changePassword.sameAsCurrent',
      M.sameAsCurrent,
      (v) => mode === 'change' && text(v.newPassword) === text(v.currentPassword),
    ),
  ]);

const confirm = fieldRules<Values>('confirmPassword', [
  rule('changePassword.confirmRequired', M.confirmRequired, (v) => isBlank(v.confirmPassword)),
  rule('changePassword.mismatch', M.mismatch, (v) => text(v.confirmPassword) !== text(v.newPassword)),
]);

/** Issues of change-password values (any input; never throws). */
export function changePasswordIssues(input: unknown, mode: ChangePasswordMode = 'change'): Issue[] {
  const checks = mode === 'change' ? [current, newPasswordRules(mode), confirm] : [newPasswordRules(mode), confirm];
  return runChecks(checks, asRecord(input));
}

/** Validates the change-password form. */
export function validateChangePassword(input: unknown, options?: ChangePasswordOptions): ValidationResult {
  return toResult(changePasswordIssues(input, options?.mode), options);
}

/**
 * Whether Change Password may be pressed: the spec disables it while any field is empty or the
 * confirmation does not match (the other rules are reported on submit).
 */
export function canSubmitChangePassword(input: unknown, mode: ChangePasswordMode = 'change'): boolean {
  return changePasswordBlocker(input, mode) === null;
}

/**
 * Why Change Password cannot be pressed yet, as the name of its text in the `changePassword`
 * area (shown beside the disabled button, so nobody has to guess), or `null` when it can:
 * `blockedEmpty` while a field is empty, `blockedMismatch` while the confirmation differs.
 */
export function changePasswordBlocker(
  input: unknown,
  mode: ChangePasswordMode = 'change',
): 'blockedEmpty' | 'blockedMismatch' | null {
  const v = asRecord(input);
  const needed = mode === 'change' ? [v.currentPassword, v.newPassword, v.confirmPassword] : [v.newPassword, v.confirmPassword];
  if (needed.some((value) => isBlank(value))) return 'blockedEmpty';
  return text(v.newPassword) === text(v.confirmPassword) ? null : 'blockedMismatch';
}
