import { useId, type ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { useStaffAccess } from '../../hooks/use-staff-access';
import { useLocale } from '../../texts/texts-context';
import { ReadOnlyFields } from '../read-only-fields/read-only-fields';

// TODO(issue 29): move to rules catalogue (area `merchantProfileForm`, key `bankTermsReadOnly`).
const BANK_TERMS_TEXTS = {
  en: { bankTermsReadOnly: 'Fees and waivers are set by the bank and cannot be changed here.' },
  th: { bankTermsReadOnly: 'ค่าธรรมเนียมและการยกเว้นค่าธรรมเนียมกำหนดโดยธนาคาร ไม่สามารถแก้ไขได้ที่นี่' },
} as const;

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  note: css({ m: '0', fontSize: 'sm', color: 'fg.muted' }),
};

/** Props of {@link BankTermsFields}. */
export interface BankTermsFieldsProps {
  children: ReactNode;
}

/**
 * What only the bank sets (fee profile, waiver, inter-branch and inter-region fees): the fields
 * inside are editable for staff who set the bank's terms (`useStaffAccess().setsBankTerms`) and
 * read-only for everyone else, with a note saying why. The one place this rule lives in the
 * portal: a screen wraps its bank-set fields in it and never decides it itself. The server
 * refuses a changed fee from a merchant user all the same (403).
 */
export function BankTermsFields({ children }: BankTermsFieldsProps) {
  const { setsBankTerms } = useStaffAccess();
  const texts = BANK_TERMS_TEXTS[useLocale()];
  const noteId = useId();
  if (setsBankTerms) return <ReadOnlyFields readOnly={false}>{children}</ReadOnlyFields>;
  return (
    <div role="group" aria-describedby={noteId} className={styles.root}>
      <p id={noteId} className={styles.note}>
        {texts.bankTermsReadOnly}
      </p>
      <ReadOnlyFields readOnly>{children}</ReadOnlyFields>
    </div>
  );
}
