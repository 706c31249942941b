import { describe, expect, it, inject } from 'vitest';
import { createTemporaryUser } from './sandbox-accounts';

describe('sandbox test accounts', () => {
  it('creates a user whose first sign-in asks for a new password (202)', async () => {
    const url = inject('sandboxUrl');
    const user = await createTemporaryUser(url);
    const response = await fetch(`${url}/api/lego-authorization/ext/cognito/signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: user.username, password: user.temporaryPassword }),
    });
    expect(response.status).toBe(202);
  });
});
