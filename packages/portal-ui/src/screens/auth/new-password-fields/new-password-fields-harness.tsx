/** A form around {@link NewPasswordFields} for its story and test. Not part of the published package. */
import type { ChangePasswordInput, ChangePasswordMode } from '@lego-portal/rules';
import { LABELS } from '@lego-portal/rules';
import { useForm } from 'react-hook-form';
import { Button } from '../../../primitives/button';
import { useTexts } from '../../../texts/texts-context';
import { NewPasswordFields } from './new-password-fields';

/** Props of {@link NewPasswordFieldsForm}. */
export interface NewPasswordFieldsFormProps {
  mode?: ChangePasswordMode;
  /** Values the form starts with (e.g. a current password typed already). */
  defaultValues?: Partial<ChangePasswordInput>;
  onSubmit?: (input: ChangePasswordInput) => void;
}

/** The shared fields in a form of their own, with 'Back' as the other button. */
export function NewPasswordFieldsForm({ mode, defaultValues, onSubmit = () => undefined }: NewPasswordFieldsFormProps) {
  const labels = useTexts('label', LABELS);
  const form = useForm<ChangePasswordInput>({ defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '', ...defaultValues } });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <NewPasswordFields form={form} mode={mode} secondary={<Button variant="outline">{labels.back}</Button>} />
    </form>
  );
}
