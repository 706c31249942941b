import { describe, expect, it } from 'vitest';
import { pairs, yupErrors } from '../../../test/helpers';
import { CHANGE_PASSWORD_MESSAGES } from '../../messages/password-messages';
import { canSubmitChangePassword, changePasswordBlocker, validateChangePassword } from './change-password';
import { changePasswordSchema } from './change-password-schema';
import { isStrongPassword, passwordRuleStatus } from './password-rules';

const valid = { currentPassword: 'OldPass#1', newPassword: 'NewPass#1', confirmPassword: 'NewPass#1' };
const withNew = (pw: string) => ({ ...valid, newPassword: pw, confirmPassword: pw });
const messagesOf = (input: unknown) => validateChangePassword(input).errors.map((e) => e.message);

describe('validateChangePassword', () => {
  it.each([
    ['Abcd#12', 7, false],
    ['Abcd#123', 8, true],
    ['Abcd#123Abcd#123', 16, true],
    ['Abcd#123Abcd#1234', 17, false],
  ])('%s (%i characters) passes the length rule: %s', (pw, length, ok) => {
    expect(pw).toHaveLength(length);
    expect(validateChangePassword(withNew(pw)).ok).toBe(ok);
    if (!ok) expect(messagesOf(withNew(pw))).toEqual(['Password must be 8-16 characters.']);
  });

  it.each([
    ['ABCD#1234', 'Password must contain at least one lowercase letter.'],
    ['abcd#1234', 'Password must contain at least one uppercase letter.'],
    ['Abcd#efgh', 'Password must contain at least one digit.'],
    ['Abcd%1234', 'Password must contain at least one special character (! @ # $ & *).'],
  ])('%s breaks one rule: %s', (pw, message) => {
    expect(messagesOf(withNew(pw))).toEqual([message]);
  });

  it.each(['!', '@', '#', '$', '&', '*'])('accepts %s as the special character', (special) => {
    expect(validateChangePassword(withNew(`Abcd123${special}`)).ok).toBe(true);
  });

  it('requires every field', () => {
    expect(pairs(validateChangePassword({}))).toEqual([
      { field: 'currentPassword', message: 'Please enter current password' },
      { field: 'newPassword', message: 'Please enter new password' },
      { field: 'confirmPassword', message: 'Please confirm new password' },
    ]);
  });

  it('rejects a confirmation that differs', () => {
    expect(pairs(validateChangePassword({ ...valid, confirmPassword: 'NewPass#2' }))).toEqual([
      { field: 'confirmPassword', message: 'Password does not match. Please try again.' },
    ]);
  });

  it('rejects a new password equal to the current one', () => {
    const same = { currentPassword: 'NewPass#1', newPassword: 'NewPass#1', confirmPassword: 'NewPass#1' };
    expect(pairs(validateChangePassword(same))).toEqual([
      { field: 'newPassword', message: 'New password cannot be the same as your current password.' },
    ]);
    expect(yupErrors(changePasswordSchema(), same)).toEqual(pairs(validateChangePassword(same)));
  });

  it('has no current password in forced mode', () => {
    const forced = { newPassword: 'NewPass#1', confirmPassword: 'NewPass#1' };
    expect(validateChangePassword(forced, { mode: 'forced' }).ok).toBe(true);
    expect(yupErrors(changePasswordSchema({ mode: 'forced' }), forced)).toEqual([]);
    expect(canSubmitChangePassword(forced, 'forced')).toBe(true);
  });
});

describe('canSubmitChangePassword', () => {
  it.each([
    [valid, true],
    [{ ...valid, currentPassword: '' }, false],
    [{ ...valid, confirmPassword: 'other' }, false],
    [{ ...valid, newPassword: 'weak', confirmPassword: 'weak' }, true],
  ])('%j -> %s', (input, expected) => {
    expect(canSubmitChangePassword(input)).toBe(expected);
  });
});

describe('changePasswordBlocker', () => {
  it('says why Change Password is disabled, and nothing once it is not', () => {
    expect(changePasswordBlocker({ ...valid, newPassword: '  ' })).toBe('blockedEmpty');
    expect(changePasswordBlocker({ ...valid, confirmPassword: 'other' })).toBe('blockedMismatch');
    expect(changePasswordBlocker({ ...valid, currentPassword: '' }, 'forced')).toBeNull();
    expect(changePasswordBlocker({ newPassword: 'x' }, 'forced')).toBe('blockedEmpty');
    expect(changePasswordBlocker(valid)).toBeNull();
    expect(CHANGE_PASSWORD_MESSAGES.blockedEmpty).toBe('Fill in every field to change your password.');
  });
});

describe('passwordRuleStatus', () => {
  it('lists every rule with whether it is met, in hint order', () => {
    expect(passwordRuleStatus('abc1')).toEqual([
      { id: 'length', label: '8-16 characters', met: false },
      { id: 'lowercase', label: 'At least one lowercase letter (a-z)', met: true },
      { id: 'uppercase', label: 'At least one uppercase letter (A-Z)', met: false },
      { id: 'digit', label: 'At least one digit (0-9)', met: true },
      { id: 'special', label: 'At least one special character: ! @ # $ & *', met: false },
    ]);
  });

  it('meets nothing for a value that is not a string', () => {
    expect(passwordRuleStatus(42).some((rule) => rule.met)).toBe(false);
    expect(isStrongPassword('Abcd#123')).toBe(true);
    expect(isStrongPassword(undefined)).toBe(false);
  });
});
