import { createUser, signInStatus } from '@lego-portal/test-kit';
import { describe, expect, it, inject } from 'vitest';

describe('sandbox test accounts', () => {
  it('creates a user whose first sign-in asks for a new password (202)', async () => {
    const url = inject('sandboxUrl');
    const user = await createUser(url);
    expect(await signInStatus(url, user.username, user.temporaryPassword)).toBe(202);
  });
});
