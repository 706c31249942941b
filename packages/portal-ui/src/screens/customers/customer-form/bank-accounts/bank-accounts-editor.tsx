import { CURRENCIES, CUSTOMER_FORM_TEXTS, formatMessage } from '@lego-portal/rules';
import { useCallback, useId } from 'react';
import { get, useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { css } from '../../../../../styled-system/css';
import { Button } from '../../../../primitives/button';
import { useErrorText, useTexts } from '../../../../texts/texts-context';
import type { CustomerFormValues } from '../customer-form-values';
import { emptyBankAccount } from '../customer-form-values';
import { CustomerChoice, CustomerTextField } from '../customer-fields';
import { useRowRemoval } from '../../../../hooks/use-row-removal';

const styles = {
  fieldset: css({ border: 'none', p: '0', m: '0', minWidth: '0', display: 'flex', flexDirection: 'column', gap: '3' }),
  legend: css({ p: '0', mb: '2', fontSize: 'md', fontWeight: 'semibold', color: 'fg.default' }),
  list: css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '3' }),
  row: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    columnGap: '4',
    rowGap: '1',
    pb: '3',
    borderBottomWidth: '1px',
    borderBottomStyle: 'solid',
    borderBottomColor: 'border.default',
    // The account number as wide as ten digits need; currency and Remove beside it, or below on a phone.
    '& > :first-child': { flex: '1 1 12rem', minWidth: '0', maxWidth: '20rem' },
  }),
  // Level with the account number's input, below its label (as the Find buttons).
  remove: css({ mt: '1.625rem' }),
  empty: css({ m: '0', fontSize: 'sm', color: 'fg.muted' }),
  alert: css({ m: '0', fontSize: 'sm', fontWeight: 'medium', color: 'danger.fg', _empty: { display: 'none' } }),
  add: css({ alignSelf: 'flex-start' }),
};

const CURRENCY_CHOICES = CURRENCIES.map((code) => ({ value: code, label: code }));

/**
 * The customer's bank accounts: a 10-digit account number and its currency (THB or FCD) each.
 * 'Add account' puts the focus in the new row; removing a row moves it to the next row's
 * account number, or to 'Add account' after the last. With no account left, the rules' 'Please
 * enter account number' shows for the list (and a failed submit focuses 'Add account').
 */
export function BankAccountsEditor() {
  const texts = useTexts('customerForm', CUSTOMER_FORM_TEXTS);
  const errorText = useErrorText();
  const alertId = useId();
  const { control, setFocus } = useFormContext<CustomerFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'bankAccts' });
  const { errors } = useFormState({ control, name: 'bankAccts' });
  const listError = errorText((get(errors, 'bankAccts') as { root?: { message?: string; type?: string } } | undefined)?.root);
  const focusRow = useCallback((index: number) => setFocus(`bankAccts.${index}.accountNumber`), [setFocus]);
  const { addButton, removing } = useRowRemoval(fields, focusRow);

  const removeAt = (index: number) => {
    removing(index, fields.length);
    remove(index);
  };

  return (
    <fieldset className={styles.fieldset} aria-describedby={listError ? alertId : undefined}>
      <legend className={styles.legend}>{texts.bankAccounts}</legend>
      {fields.length === 0 ? (
        <p className={styles.empty}>{texts.noAccounts}</p>
      ) : (
        <ul className={styles.list}>
          {fields.map((field, index) => (
            <li key={field.id} className={styles.row}>
              <CustomerTextField
                name={`bankAccts.${index}.accountNumber`}
                label={formatMessage(texts.accountNumberN, { number: index + 1 })}
                required
                filter="digits"
                maxLength={10}
              />
              <CustomerChoice name={`bankAccts.${index}.currencyName`} legend={formatMessage(texts.currencyN, { number: index + 1 })} choices={CURRENCY_CHOICES} />
              <Button variant="ghost" className={styles.remove} onClick={() => removeAt(index)}>
                {formatMessage(texts.removeAccount, { number: index + 1 })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {/* Always in the page, so the list's message is announced when it appears. */}
      <p id={alertId} role="alert" className={styles.alert}>
        {listError ?? ''}
      </p>
      <Button
        ref={addButton}
        variant="outline"
        className={styles.add}
        data-error-for="bankAccts"
        onClick={() => append(emptyBankAccount(), { focusName: `bankAccts.${fields.length}.accountNumber` })}
      >
        {texts.addAccount}
      </Button>
    </fieldset>
  );
}
