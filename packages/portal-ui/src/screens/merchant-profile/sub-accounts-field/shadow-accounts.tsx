import { formatMessage, MERCHANT_PROFILE_FORM_TEXTS } from '@lego-portal/rules';
import { useCallback } from 'react';
import { useFieldArray } from 'react-hook-form';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../primitives/button';
import { useTexts } from '../../../texts/texts-context';
import type { SubAccountForm } from './sub-account-form';
import { subAccountPath } from './sub-account-form';
import { SubAccountInput } from './sub-account-input';
import { useRowRemoval } from '../../../hooks/use-row-removal';

/** Props of {@link ShadowAccounts}. */
export interface ShadowAccountsProps {
  form: SubAccountForm;
  /** The sub-account row's index. */
  index: number;
}

const styles = {
  fieldset: css({ border: 'none', p: '0', m: '0', minWidth: '0', display: 'flex', flexDirection: 'column', gap: '3' }),
  legend: css({ fontSize: 'sm', fontWeight: 'semibold', p: '0', mb: '2' }),
  list: css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '3' }),
  item: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    columnGap: '3',
    rowGap: '2',
    // The input as wide as an account number needs; the button beside it, or below on a phone.
    '& > :first-child': { flex: '1 1 12rem', minWidth: '0', maxWidth: '20rem' },
  }),
  empty: css({ fontSize: 'sm', color: 'fg.muted', m: '0' }),
  add: css({ alignSelf: 'flex-start' }),
  // Its name wraps rather than run out of a sub-account's card on a 320 px phone (WCAG 1.4.10).
  remove: css({ maxWidth: 'full', whiteSpace: 'normal', textAlign: 'start' }),
};

/**
 * The shadow accounts of one sub-account: an account number each (digits, at most 10), removable,
 * and 'Add shadow account'. A field array of its own, so adding one re-renders this part only.
 */
export function ShadowAccounts({ form, index }: ShadowAccountsProps) {
  const texts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  const name = `${subAccountPath(index)}.shadowAccounts` as const;
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  const focusRow = useCallback((shadow: number) => form.setFocus(`${name}.${shadow}.accountNumber`), [form, name]);
  const { addButton, removing } = useRowRemoval(fields, focusRow);

  const removeAt = (shadow: number) => {
    removing(shadow, fields.length);
    remove(shadow);
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{texts.shadowAccounts}</legend>
      {fields.length === 0 ? (
        <p className={styles.empty}>{texts.noShadowAccounts}</p>
      ) : (
        <ul className={styles.list}>
          {fields.map((field, shadow) => (
            <li key={field.id} className={styles.item}>
              <SubAccountInput
                form={form}
                name={`${name}.${shadow}.accountNumber`}
                label={formatMessage(texts.shadowAccount, { number: shadow + 1 })}
                kind="account"
                required
              />
              <Button variant="ghost" className={styles.remove} onClick={() => removeAt(shadow)}>
                {formatMessage(texts.removeShadowAccount, { number: shadow + 1 })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button ref={addButton} variant="outline" className={styles.add} onClick={() => append({ accountNumber: '' }, { focusName: `${name}.${fields.length}.accountNumber` })}>
        {texts.addShadowAccount}
      </Button>
    </fieldset>
  );
}
