import { CHANGE_PASSWORD_MESSAGES } from '@lego-portal/rules';

/**
 * The message under a Confirm Password field. The submit button is disabled while the two
 * passwords differ, so the mismatch is said as soon as the confirmation is as long as the new
 * password or the field was left, not only after a submit. A validation error wins.
 */
export function confirmPasswordError(
  values: { newPassword: string; confirmPassword: string },
  confirmTouched: boolean,
  validationError: string | undefined,
): string | undefined {
  const { newPassword, confirmPassword } = values;
  const mismatch = confirmPassword !== '' && confirmPassword !== newPassword && (confirmTouched || confirmPassword.length >= newPassword.length);
  return validationError ?? (mismatch ? CHANGE_PASSWORD_MESSAGES.mismatch : undefined);
}
