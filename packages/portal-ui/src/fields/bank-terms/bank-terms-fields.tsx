import { MERCHANT_PROFILE_FORM_TEXTS } from '@lego-portal/rules';
import { useId, type ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { useStaffAccess } from '../../hooks/use-staff-access';
import { useTexts } from '../../texts/texts-context';
import { ReadOnlyFields } from '../read-only-fields/read-only-fields';

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  note: css({ m: '0', fontSize: 'sm', color: 'fg.muted' }),
};

/** Props of {@link BankTermsFields}. */
export interface BankTermsFieldsProps {
  /** The bank-set fields, editable by staff who set the bank's terms. */
  children: ReactNode;
  /**
   * What everyone else is shown instead, under the note: the values as the page reads them (the
   * fee card's label/value view, which leaves out what a switched-off option makes moot). Without
   * it, `children` are shown read-only.
   */
  view?: ReactNode;
}

/**
 * What only the bank sets (fee profile, waiver, inter-branch and inter-region fees): the fields
 * inside are editable for staff who set the bank's terms (`useStaffAccess().setsBankTerms`) and
 * read-only for everyone else, with a note saying why. The one place this rule lives in the
 * portal: a screen wraps its bank-set fields in it and never decides it itself. The server
 * refuses a changed fee from a merchant user all the same (403).
 */
export function BankTermsFields({ children, view }: BankTermsFieldsProps) {
  const { setsBankTerms } = useStaffAccess();
  const texts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  const noteId = useId();
  if (setsBankTerms) return <ReadOnlyFields readOnly={false}>{children}</ReadOnlyFields>;
  return (
    <div role="group" aria-describedby={noteId} className={styles.root}>
      <p id={noteId} className={styles.note}>
        {texts.bankTermsReadOnly}
      </p>
      {view ?? <ReadOnlyFields readOnly>{children}</ReadOnlyFields>}
    </div>
  );
}
