import { CHANGE_PASSWORD_MESSAGES } from '@lego-portal/rules';
import type { FieldErrorLike } from '../../../texts/texts-context';
import { useErrorText, useTexts } from '../../../texts/texts-context';

/**
 * The message under a Confirm Password field, in the portal's language. The submit button is
 * disabled while the two passwords differ, so the mismatch is said as soon as the confirmation
 * is as long as the new password or the field was left, not only after a submit. A validation
 * error (react-hook-form's, keyed by the rules' schema) wins.
 */
export function useConfirmPasswordError(
  values: { newPassword: string; confirmPassword: string },
  confirmTouched: boolean,
  validationError: FieldErrorLike | undefined,
): string | undefined {
  const errorText = useErrorText();
  const texts = useTexts('changePassword', CHANGE_PASSWORD_MESSAGES);
  const { newPassword, confirmPassword } = values;
  const mismatch = confirmPassword !== '' && confirmPassword !== newPassword && (confirmTouched || confirmPassword.length >= newPassword.length);
  return errorText(validationError) ?? (mismatch ? texts.mismatch : undefined);
}
