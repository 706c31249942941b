import { ACCOUNT_CURRENCY_FILTER_OPTIONS, CUSTOMER_LIST_TEXTS, LABELS, LIMITS } from '@lego-portal/rules';
import { useMemo, useState, type FormEvent } from 'react';
import { css } from '../../../../styled-system/css';
import { Select } from '../../../primitives/select';
import { TextField } from '../../../primitives/text-field';
import { useTexts } from '../../../texts/texts-context';
import type { CurrencyFilter, CustomerListFilters as Filters } from './customer-list-search';
import { CUSTOMER_USER_ID_MAX } from './customer-list-search';
import { FilterButtons } from '../../../fields/filter-buttons/filter-buttons';

/** Props of {@link CustomerListFilters}. */
export interface CustomerListFiltersProps {
  /** The applied filters (the form starts from them). */
  applied: Filters;
  /** An answer is coming: Search is busy and a second click sends nothing. */
  searching: boolean;
  onSearch: (filters: Filters) => void;
  onReset: () => void;
}

// Ark's listbox treats an empty value as "nothing selected", so All gets a real value here.
const ALL = 'all';

const styles = {
  form: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '4' }),
  // minWidth 0: on a 390px phone a field shrinks to the screen instead of scrolling it sideways.
  field: css({ flex: '1 1 14rem', minWidth: '0', maxWidth: 'xs' }),
};

/**
 * Account Number keeps digits only, at most 10 (the contract's pattern): other characters are
 * dropped as they are typed or pasted. The limit is applied here rather than as the input's
 * `maxLength`, which would cut a pasted '123-456-7890' before its dashes are dropped.
 */
const accountDigits = (value: string) => value.replace(/\D+/g, '').slice(0, LIMITS.accountNumberMax);

/**
 * The customer list's filters of spec section 2: Account Number, User ID and Account Currency
 * (All, FCD, THB), then Reset and Search. Edits stay local until Search (or Enter); the parent
 * remounts this form when the applied filters change (Back, Reset), so it always starts from what
 * the list shows, and a search that failed keeps what was typed.
 */
export function CustomerListFilters({ applied, searching, onSearch, onReset }: CustomerListFiltersProps) {
  const texts = useTexts('customerList', CUSTOMER_LIST_TEXTS);
  const labels = useTexts('label', LABELS);
  const currencyOptions = useMemo(
    () => ACCOUNT_CURRENCY_FILTER_OPTIONS.map((option) => ({ value: option.value || ALL, label: option.value || labels.all })),
    [labels],
  );
  const [draft, setDraft] = useState(applied);
  const set = (patch: Partial<Filters>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, userId: draft.userId.trim() });
  };

  return (
    <form role="search" aria-label={texts.search} className={styles.form} onSubmit={submit}>
      <div className={styles.field}>
        <TextField
          label={texts.accountNumber}
          name="accountNumber"
          autoComplete="off"
          inputMode="numeric"
          value={draft.accountNumber}
          onChange={(event) => set({ accountNumber: accountDigits(event.target.value) })}
        />
      </div>
      <div className={styles.field}>
        <TextField
          label={texts.userId}
          name="userId"
          autoComplete="off"
          maxLength={CUSTOMER_USER_ID_MAX}
          value={draft.userId}
          onChange={(event) => set({ userId: event.target.value })}
        />
      </div>
      <div className={styles.field}>
        <Select
          label={texts.accountCurrency}
          name="currency"
          options={currencyOptions}
          value={draft.currency || ALL}
          onValueChange={(value) => set({ currency: (value === ALL ? '' : value) as CurrencyFilter })}
        />
      </div>
      <FilterButtons
        placement="inline" searching={searching}
        onReset={() => {
        // Unapplied edits go too, even when the applied filters were the defaults already.
        setDraft({ accountNumber: '', userId: '', currency: '' });
        onReset();
        }}
      />
    </form>
  );
}
