import { describe, expect, it } from 'vitest';
import { pairs, yupErrors } from '../../../test/helpers';
import { validateLogin } from './login';
import { loginSchema } from './login-schema';

describe('validateLogin', () => {
  it.each([
    [{ username: '', password: '' }, 'Please enter username and password'],
    [{ username: '  ', password: undefined }, 'Please enter username and password'],
    [{ username: 'merchant01', password: '' }, 'Please enter password'],
    [{ username: '', password: 'Secret#1' }, 'Please enter username'],
  ])('reports %j under the password field as %s', (input, message) => {
    const result = validateLogin(input);
    expect(result.ok).toBe(false);
    expect(pairs(result)).toEqual([{ field: 'password', message }]);
    expect(yupErrors(loginSchema(), input)).toEqual(pairs(result));
  });

  it('accepts a username and a password', () => {
    expect(validateLogin({ username: 'merchant01', password: 'x' })).toEqual({ ok: true, errors: [] });
    expect(yupErrors(loginSchema(), { username: 'merchant01', password: 'x' })).toEqual([]);
  });

  it('treats input that is not an object as empty', () => {
    expect(validateLogin(null).errors[0]?.code).toBe('login.usernameAndPasswordRequired');
  });

  it('shows a translation when one is given, keeping the key', () => {
    const messages = { 'login.passwordRequired': 'กรุณากรอกรหัสผ่าน' };
    const result = validateLogin({ username: 'a' }, { messages });
    expect(result.errors).toEqual([{ field: 'password', code: 'login.passwordRequired', message: 'กรุณากรอกรหัสผ่าน' }]);
    expect(yupErrors(loginSchema({ messages }), { username: 'a' })[0]?.message).toBe('กรุณากรอกรหัสผ่าน');
  });
});
