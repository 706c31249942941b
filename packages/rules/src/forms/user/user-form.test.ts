import { describe, expect, it } from 'vitest';
import { pairs, yupErrors } from '../../../test/helpers';
import { isUserFieldReadOnly, validateUserForm } from './user-form';
import { userFormSchema } from './user-form-schema';

const valid = {
  merchantId: '1234567890',
  username: 'merchant_01',
  fullName: 'Somchai J. Smith-Lee',
  email: 'somchai@example.co.th',
  contactNumber: '0812345678',
  note: '',
};
const errorsOf = (patch: Record<string, unknown>, mode: 'create' | 'update' = 'create') =>
  pairs(validateUserForm({ ...valid, ...patch }, { mode }));

describe('validateUserForm', () => {
  it('accepts a complete user', () => {
    expect(validateUserForm(valid)).toEqual({ ok: true, errors: [] });
  });

  it.each([
    ['abcde', false],
    ['abcdef', true],
    ['abc-def_ghi1234', true],
    ['abc-def_ghi12345', false],
    ['abc def', false],
    ['abc.def', false],
  ])('username %s is valid: %s', (username, ok) => {
    const expected = ok ? [] : [{ field: 'username', message: 'Username must be 6-15 characters of letters, digits, hyphen (-) or underscore (_).' }];
    expect(errorsOf({ username })).toEqual(expected);
  });

  it.each([
    ['A', true],
    ['a'.repeat(30), true],
    ['a'.repeat(31), false],
    ['สมชาย ใจดี', true],
    ['John_Smith', false],
    ['John 2', false],
  ])('full name %s is valid: %s', (fullName, ok) => {
    expect(errorsOf({ fullName }).length === 0).toBe(ok);
  });

  it.each([
    ['', true],
    ['12345678', false],
    ['123456789', true],
    ['1234567890', true],
    ['12345678901', false],
    ['12345678a', false],
  ])('contact number %s is valid: %s', (contactNumber, ok) => {
    expect(errorsOf({ contactNumber })).toEqual(ok ? [] : [{ field: 'contactNumber', message: 'Contact number must be 9-10 digits.' }]);
  });

  it.each([
    ['', [{ field: 'merchantId', message: 'Please enter merchant ID' }]],
    ['123456789', [{ field: 'merchantId', message: 'Merchant ID must be 10 digits.' }]],
    ['12345678901', [{ field: 'merchantId', message: 'Merchant ID must be 10 digits.' }]],
  ])('merchant ID %s', (merchantId, expected) => {
    expect(errorsOf({ merchantId })).toEqual(expected);
  });

  it('limits the note to 255 characters', () => {
    expect(errorsOf({ note: 'x'.repeat(255) })).toEqual([]);
    expect(errorsOf({ note: 'x'.repeat(256) })).toEqual([{ field: 'note', message: 'Note must not exceed 255 characters.' }]);
  });

  it('requires names and a valid email', () => {
    expect(errorsOf({ username: '', fullName: '', email: '' })).toEqual([
      { field: 'username', message: 'Please enter username' },
      { field: 'fullName', message: 'Please enter full name' },
      { field: 'email', message: 'Please enter email' },
    ]);
    expect(errorsOf({ email: 'not-an-email' })).toEqual([{ field: 'email', message: 'Email format is invalid.' }]);
    expect(errorsOf({ email: 'a@localhost' })).toEqual([{ field: 'email', message: 'Email format is invalid.' }]);
  });

  it('does not validate the read-only username and email on update', () => {
    expect(isUserFieldReadOnly('update', 'username')).toBe(true);
    expect(isUserFieldReadOnly('update', 'email')).toBe(true);
    expect(isUserFieldReadOnly('create', 'username')).toBe(false);
    expect(errorsOf({ username: 'x', email: 'legacy' }, 'update')).toEqual([]);
    expect(yupErrors(userFormSchema({ mode: 'update' }), { ...valid, username: 'x' })).toEqual([]);
    expect(yupErrors(userFormSchema(), { ...valid, username: 'x' })).toHaveLength(1);
  });
});
