/**
 * User profile form (spec sections 5 and 9). In update mode username and email are read-only,
 * so they are not validated (an existing user keeps what the server holds).
 */
import { LIMITS } from '../../constants';
import { USER_FORM_MESSAGES as M } from '../../messages/user-messages';
import { DIGITS, EMAIL, PERSON_NAME, USERNAME, within } from '../../core/patterns';
import type { Check, Issue, ValidateOptions, ValidationResult } from '../../core/validation';
import { fieldRules, rule, runChecks, toResult } from '../../core/validation';
import type { Values } from '../../core/values';
import { asRecord, isBlank, text } from '../../core/values';

/** Values of the user form. */
export interface UserFormInput {
  merchantId: string;
  username: string;
  fullName: string;
  email: string;
  contactNumber?: string;
  note?: string;
}

/** `create` or `update` (view mode shows the form read-only and validates nothing). */
export type UserFormMode = 'create' | 'update';

/** Options of the user form validator. */
export interface UserFormOptions extends ValidateOptions {
  mode?: UserFormMode;
}

/** Fields of the form, in screen order. */
export const USER_FORM_FIELDS = ['merchantId', 'username', 'fullName', 'email', 'contactNumber', 'note'] as const;

/** Fields that cannot be edited in each mode. */
export const USER_FORM_READ_ONLY: Readonly<Record<UserFormMode, readonly (keyof UserFormInput)[]>> = {
  create: [],
  update: ['username', 'email'],
};

/** True when `field` is read-only in `mode`. */
export function isUserFieldReadOnly(mode: UserFormMode, field: keyof UserFormInput): boolean {
  return USER_FORM_READ_ONLY[mode].includes(field);
}

const CHECKS: Readonly<Record<keyof UserFormInput, Check<Values>>> = {
  merchantId: fieldRules('merchantId', [
    rule('userForm.merchantIdRequired', M.merchantIdRequired, (v) => isBlank(v.merchantId)),
    rule('userForm.merchantIdFormat', M.merchantIdFormat, (v) => !/^\d{10}$/.test(text(v.merchantId))),
  ]),
  username: fieldRules('username', [
    rule('userForm.usernameRequired', M.usernameRequired, (v) => isBlank(v.username)),
    rule('userForm.usernameFormat', M.usernameFormat, (v) => {
      const value = text(v.username);
      return !within(value, LIMITS.usernameMin, LIMITS.usernameMax) || !USERNAME.test(value);
    }),
  ]),
  fullName: fieldRules('fullName', [
    rule('userForm.fullNameRequired', M.fullNameRequired, (v) => isBlank(v.fullName)),
    rule('userForm.fullNameFormat', M.fullNameFormat, (v) => {
      const value = text(v.fullName);
      return !within(value, 1, LIMITS.fullNameMax) || !PERSON_NAME.test(value);
    }),
  ]),
  email: fieldRules('email', [
    rule('userForm.emailRequired', M.emailRequired, (v) => isBlank(v.email)),
    rule('userForm.emailFormat', M.emailFormat, (v) => !EMAIL.test(text(v.email))),
  ]),
  contactNumber: fieldRules('contactNumber', [
    rule('userForm.contactNumberFormat', M.contactNumberFormat, (v) => {
      const value = text(v.contactNumber);
      return value !== '' && (!within(value, LIMITS.userContactNumberMin, LIMITS.userContactNumberMax) || !DIGITS.test(value));
    }),
  ]),
  note: fieldRules('note', [rule('userForm.noteLength', M.noteLength, (v) => text(v.note).length > LIMITS.noteMax)]),
};

/** Issues of user form values (any input; never throws). */
export function userFormIssues(input: unknown, mode: UserFormMode = 'create'): Issue[] {
  const checks = USER_FORM_FIELDS.filter((field) => !isUserFieldReadOnly(mode, field)).map((field) => CHECKS[field]);
  return runChecks(checks, asRecord(input));
}

/** Validates the user form in `options.mode` (default `create`). */
export function validateUserForm(input: unknown, options?: UserFormOptions): ValidationResult {
  return toResult(userFormIssues(input, options?.mode), options);
}
