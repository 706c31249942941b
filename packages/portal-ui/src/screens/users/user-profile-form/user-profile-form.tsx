import type { UserFormInput } from '@lego-portal/rules';
import { isUserFieldReadOnly } from '@lego-portal/rules';
import { useFormContext } from 'react-hook-form';
import { css } from '../../../../styled-system/css';
import { TextField } from '../../../primitives/text-field';
import { TextareaField } from '../../../primitives/textarea-field';

/** Values of the profile fields (every field a string, as inputs hold them). */
export type UserProfileFieldValues = Required<UserFormInput>;

/** Props of {@link UserProfileForm}. */
export interface UserProfileFormProps {
  /** `view` shows every field read-only; `update` keeps username and email read-only. */
  mode: 'create' | 'update' | 'view';
}

/** The fields in order; `multiLine` ones take a textarea (a note may run over several lines). */
const FIELDS: readonly {
  name: keyof UserProfileFieldValues;
  label: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  multiLine?: boolean;
}[] = [
  { name: 'merchantId', label: 'Merchant ID' },
  { name: 'username', label: 'Username', required: true, autoComplete: 'off' },
  { name: 'fullName', label: 'Full Name', required: true, autoComplete: 'off' },
  { name: 'email', label: 'Email', required: true, type: 'email', autoComplete: 'off' },
  { name: 'contactNumber', label: 'Contact Number', type: 'tel', autoComplete: 'off' },
  { name: 'note', label: 'Note', autoComplete: 'off', multiLine: true },
];

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  readOnly: css({ bg: 'bg.muted', color: 'fg.default', cursor: 'default' }),
};

/**
 * The user profile fields (spec sections 3 and 5): Merchant ID (always read-only: a merchant
 * user manages only their own merchant), Username, Full Name, Email, Contact Number and Note.
 * Reads react-hook-form's context, so errors show under each field with `aria-invalid` and
 * `aria-describedby`, and a failed submit focuses the first invalid field.
 */
export function UserProfileForm({ mode }: UserProfileFormProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<UserProfileFieldValues>();
  const readOnly = (name: keyof UserProfileFieldValues) => mode === 'view' || name === 'merchantId' || (mode === 'update' && isUserFieldReadOnly('update', name));
  return (
    <div className={styles.root}>
      {FIELDS.map((field) => {
        const locked = readOnly(field.name);
        const shared = {
          label: field.label,
          autoComplete: field.autoComplete,
          required: field.required && !locked,
          readOnly: locked,
          className: locked ? styles.readOnly : undefined,
          errorText: errors[field.name]?.message,
          ...register(field.name),
        };
        if (field.multiLine) return <TextareaField key={field.name} {...shared} />;
        return <TextField key={field.name} type={field.type ?? 'text'} inputMode={field.name === 'contactNumber' ? 'numeric' : undefined} {...shared} />;
      })}
    </div>
  );
}
