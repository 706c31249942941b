import { CHANGE_PASSWORD_MESSAGES } from '@lego-portal/rules';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewPasswordFieldsForm } from './new-password-fields-harness';

const submit = () => screen.getByRole('button', { name: 'Change Password' });

describe('NewPasswordFields', () => {
  it('keeps Change Password disabled, saying why, until both passwords are there and match', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<NewPasswordFieldsForm mode="forced" onSubmit={onSubmit} />);
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveAccessibleDescription(CHANGE_PASSWORD_MESSAGES.blockedEmpty);
    await user.type(screen.getByLabelText('New Password'), 'New#Pass1');
    await user.type(screen.getByLabelText('Confirm Password'), 'New#Pass2');
    expect(submit()).toHaveAccessibleDescription(CHANGE_PASSWORD_MESSAGES.blockedMismatch);
    // The mismatch is said under the confirmation as soon as it is as long as the new password.
    expect(screen.getByText(CHANGE_PASSWORD_MESSAGES.mismatch)).toBeVisible();
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'New#Pass1');
    expect(submit()).toBeEnabled();
    expect(screen.queryByText(CHANGE_PASSWORD_MESSAGES.mismatch)).toBeNull();
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ newPassword: 'New#Pass1', confirmPassword: 'New#Pass1' }), expect.anything());
  });

  it('also waits for the current password when changing one (not forced)', async () => {
    const user = userEvent.setup();
    render(<NewPasswordFieldsForm />);
    await user.type(screen.getByLabelText('New Password'), 'New#Pass1');
    await user.type(screen.getByLabelText('Confirm Password'), 'New#Pass1');
    expect(submit()).toHaveAccessibleDescription(CHANGE_PASSWORD_MESSAGES.blockedEmpty);
  });

  it('enables it once the current password is there too', async () => {
    const user = userEvent.setup();
    render(<NewPasswordFieldsForm defaultValues={{ currentPassword: 'Old#Pass1' }} />);
    await user.type(screen.getByLabelText('New Password'), 'New#Pass1');
    await user.type(screen.getByLabelText('Confirm Password'), 'New#Pass1');
    expect(submit()).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
  });
});
