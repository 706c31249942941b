/** What the password forms' stories read of the shared fields. Not part of the published package. */
import { within } from 'storybook/test';
import type { StoryTexts } from '../../../test-support/story-texts';

/** The new and confirm password fields and Change Password, by their names in the story's language. */
export function newPasswordParts(canvasElement: HTMLElement, t: StoryTexts) {
  const canvas = within(canvasElement);
  return {
    canvas,
    newPassword: canvas.getByLabelText(t('auth.newPassword')),
    confirm: canvas.getByLabelText(t('auth.confirmPassword')),
    submit: canvas.getByRole('button', { name: t('label.changePassword') }),
  };
}
