import { MERCHANT_PROFILE_FORM_TEXTS } from '@lego-portal/rules';
import { useId } from 'react';
import { css } from '../../../../styled-system/css';
import { useTexts } from '../../../texts/texts-context';
import { SubAccountsEditor } from './sub-accounts-editor';
import { SubAccountsView } from './sub-accounts-view';

/** Props of {@link SubAccountsField}. */
export interface SubAccountsFieldProps {
  /** `view` lists the sub-accounts read-only; `update` edits them. */
  mode: 'view' | 'update';
}

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '4', minWidth: '0' }),
  heading: css({ fontSize: 'lg', fontWeight: 'semibold', m: '0' }),
};

/**
 * The merchant's sub-accounts (spec sections 3 and 5): account number, payment and registration
 * callback URLs (masked as loaded; left as they are, the stored URLs are kept) and shadow
 * accounts. Reads the merchant profile form's context (`merchantDDProfile.merchantSubAcctProfiles`);
 * in `update` each field shows its error once left and on submit, and the list shows 'Sub-account
 * profile is duplicated, please check' when two rows share the account number and both URLs.
 * Typing stays cheap with many rows: inputs are uncontrolled and each row renders on its own.
 */
export function SubAccountsField({ mode }: SubAccountsFieldProps) {
  const texts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.root}>
      <h3 id={headingId} className={styles.heading}>
        {texts.subAccounts}
      </h3>
      {mode === 'view' ? <SubAccountsView /> : <SubAccountsEditor />}
    </section>
  );
}
