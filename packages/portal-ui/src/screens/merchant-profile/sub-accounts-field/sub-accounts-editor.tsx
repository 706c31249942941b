import { MERCHANT_PROFILE_FORM_TEXTS, MERCHANT_PROFILE_MESSAGES } from '@lego-portal/rules';
import { useCallback, useId, useMemo } from 'react';
import type { Control } from 'react-hook-form';
import { get, useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../primitives/button';
import type { FieldErrorLike } from '../../../texts/texts-context';
import { useErrorText, useTexts } from '../../../texts/texts-context';
import type { MerchantProfileFormValues } from '../merchant-profile-values';
import { emptySubAccount } from '../merchant-profile-values';
import type { SubAccountForm } from './sub-account-form';
import { checkDuplicateSubAccounts, SUB_ACCOUNTS, SUB_ACCOUNTS_ROOT, subAccountPath } from './sub-account-form';
import { SubAccountRow } from './sub-account-row';
import { useRowRemoval } from '../../../hooks/use-row-removal';

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  list: css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '4' }),
  empty: css({ m: '0', color: 'fg.muted' }),
  alert: css({ m: '0', color: 'danger.fg', fontWeight: 'medium', fontSize: 'sm' }),
  add: css({ alignSelf: 'flex-start' }),
};

/** The list's own error: at `root` when rows' fields were validated with it, else on the list. */
type ListError = FieldErrorLike & { root?: FieldErrorLike };

/**
 * 'Sub-account profile is duplicated, please check', once for the list. It subscribes to the
 * list's own name only (`exact`), so a keystroke in a row does not render it.
 */
function DuplicateAlert({ control, id }: { control: Control<MerchantProfileFormValues>; id: string }) {
  const state = useFormState({ control, name: [SUB_ACCOUNTS, SUB_ACCOUNTS_ROOT], exact: true });
  const errorText = useErrorText();
  const error = get(state.errors, SUB_ACCOUNTS) as ListError | undefined;
  const message = errorText(error?.root?.message ? error.root : error);
  return (
    // Always in the page, so the message is announced when it appears.
    <p id={id} role="alert" className={styles.alert}>
      {message ?? ''}
    </p>
  );
}

/**
 * The editable sub-accounts: one memoized row per sub-account (keyed by the field array's id),
 * 'Add sub-account' (focus moves into the new row) and each row's remove (focus moves to the
 * next row or to 'Add sub-account'). The list is checked for duplicates when a row's field is
 * left, so a duplicate shows before submit.
 */
export function SubAccountsEditor() {
  const texts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  const messages = useTexts('merchantProfile', MERCHANT_PROFILE_MESSAGES);
  const alertId = useId();
  const { control, register, getValues, getFieldState, setError, clearErrors, setFocus } = useFormContext<MerchantProfileFormValues>();
  const form = useMemo<SubAccountForm>(
    () => ({ control, register, getValues, getFieldState, setError, clearErrors, setFocus }),
    [control, register, getValues, getFieldState, setError, clearErrors, setFocus],
  );
  const { fields, append, remove } = useFieldArray({ control, name: SUB_ACCOUNTS });
  const focusRow = useCallback((index: number) => setFocus(`${subAccountPath(index)}.accountNumber`), [setFocus]);
  const { addButton, removing } = useRowRemoval(fields, focusRow);

  // react-hook-form checks the list itself after a row is added or removed (mode onTouched).
  const onLeave = useCallback(() => checkDuplicateSubAccounts(form, messages.subAccountDuplicated), [form, messages]);
  const onRemove = useCallback(
    (index: number) => {
      removing(index, getValues(SUB_ACCOUNTS).length);
      remove(index);
    },
    [getValues, remove, removing],
  );
  const onAdd = () => {
    const index = getValues(SUB_ACCOUNTS).length;
    // react-hook-form focuses the new row's account number once it is rendered.
    append(emptySubAccount(), { focusName: `${subAccountPath(index)}.accountNumber` });
  };

  return (
    <div className={styles.root}>
      <DuplicateAlert control={control} id={alertId} />
      {fields.length === 0 ? (
        <p className={styles.empty}>{texts.noSubAccounts}</p>
      ) : (
        <ul className={styles.list} aria-describedby={alertId}>
          {fields.map((field, index) => (
            <li key={field.id}>
              <SubAccountRow form={form} index={index} subAccountId={field.subAccountId} onRemove={onRemove} onLeave={onLeave} />
            </li>
          ))}
        </ul>
      )}
      <Button ref={addButton} variant="outline" className={styles.add} onClick={onAdd}>
        {texts.addSubAccount}
      </Button>
    </div>
  );
}
