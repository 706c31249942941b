import type { UserFormInput } from '@lego-portal/rules';
import { isUserFieldReadOnly, USER_DETAIL_TEXTS } from '@lego-portal/rules';
import { useFormContext } from 'react-hook-form';
import { css } from '../../../../styled-system/css';
import { TextField } from '../../../primitives/text-field';
import { TextareaField } from '../../../primitives/textarea-field';
import { useErrorText, useTexts } from '../../../texts/texts-context';

/** Values of the profile fields (every field a string, as inputs hold them). */
export type UserProfileFieldValues = Required<UserFormInput>;

/** Props of {@link UserProfileForm}. */
export interface UserProfileFormProps {
  /** `view` shows every field read-only; `update` keeps username and email read-only. */
  mode: 'create' | 'update' | 'view';
}

/**
 * The fields in order, each labelled by the `userDetail` text of its name; `multiLine` ones take
 * a textarea (a note may run over several lines).
 */
const FIELDS: readonly {
  name: keyof UserProfileFieldValues;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  multiLine?: boolean;
}[] = [
  { name: 'merchantId' },
  { name: 'username', required: true, autoComplete: 'off' },
  { name: 'fullName', required: true, autoComplete: 'off' },
  { name: 'email', required: true, type: 'email', autoComplete: 'off' },
  { name: 'contactNumber', type: 'tel', autoComplete: 'off' },
  { name: 'note', autoComplete: 'off', multiLine: true },
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
  const texts = useTexts('userDetail', USER_DETAIL_TEXTS);
  const errorText = useErrorText();
  const readOnly = (name: keyof UserProfileFieldValues) => mode === 'view' || name === 'merchantId' || (mode === 'update' && isUserFieldReadOnly('update', name));
  return (
    <div className={styles.root}>
      {FIELDS.map((field) => {
        const locked = readOnly(field.name);
        const shared = {
          label: texts[field.name],
          autoComplete: field.autoComplete,
          required: field.required && !locked,
          readOnly: locked,
          className: locked ? styles.readOnly : undefined,
          errorText: errorText(errors[field.name]),
          ...register(field.name),
        };
        if (field.multiLine) return <TextareaField key={field.name} {...shared} />;
        return <TextField key={field.name} type={field.type ?? 'text'} inputMode={field.name === 'contactNumber' ? 'numeric' : undefined} {...shared} />;
      })}
    </div>
  );
}
