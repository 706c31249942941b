import type { FieldError } from '@lego-portal/rules';
import { TRANSACTION_REPORT_TEXTS } from '@lego-portal/rules';
import type { FormEvent } from 'react';
import { css } from '../../../../styled-system/css';
import { usePortal } from '../../../provider/portal-provider';
import { useTexts } from '../../../texts/texts-context';
import { ReadOnlyValue } from '../../../fields/read-only-fields/read-only-value';
import type { OwnMerchant } from '../own-merchant';
import type { TransactionFilters, TransactionTextFilters } from '../transaction-search';
import {
  defaultTransactionReportSearch,
  TEXT_FILTERS,
  toFilterValue,
  TransactionDateFilters,
  TransactionStatusFilter,
  TransactionTextFilter,
  useTransactionFilterDraft,
} from '../transaction-search';
import { FilterButtons } from '../../../fields/filter-buttons/filter-buttons';

/** Props of {@link TransactionReportFilters}. */
export interface TransactionReportFiltersProps {
  /** The applied filters (the form starts from them). */
  filters: TransactionFilters;
  /** What is wrong with the applied dates (a link's), shown at the fields from the start. */
  dateErrors: readonly FieldError[];
  /** The report is loading: Search shows it is busy and a second click sends nothing. */
  searching: boolean;
  onSearch: (filters: TransactionFilters) => void;
  onReset: () => void;
  /** A merchant user's own merchant: the merchant ID and name filters show it, fixed; null for staff (live filters). */
  ownMerchant?: OwnMerchant | null;
  /** Hears whether the form holds changes not searched yet (the screen holds its export back meanwhile). */
  onUnappliedChange?: (unapplied: boolean) => void;
}

const styles = {
  form: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '4' }),
  // As the text filters' own box (transaction-search-fields), so a fixed filter sits in the same grid.
  fixed: css({ flex: '1 1 14rem', maxWidth: 'xs' }),
};

const LABEL_OF = {
  txnNumber: 'txnNumber',
  merchantId: 'merchantId',
  merchantName: 'merchantName',
  refNumber: 'refNumber',
  fromAcctNo: 'fromAcctNumber',
  customerRef: 'customerRef',
} as const satisfies Record<keyof TransactionTextFilters, string>;

/**
 * The filters of spec section 2: transaction number, merchant ID and name, merchant reference,
 * payer account, merchant's customer number, from and to date-time (seconds included) and the
 * statuses. Edits stay local until Search (or Enter); the rules' date checks run first and their
 * messages show at the fields. The parent remounts the form when the applied filters change. A
 * merchant user's merchant ID and name show its own merchant, read-only (`ownMerchant`). Changes
 * not searched yet are marked 'Search to apply' beside Search.
 */
export function TransactionReportFilters({
  filters,
  dateErrors,
  searching,
  onSearch,
  onReset,
  ownMerchant = null,
  onUnappliedChange,
}: TransactionReportFiltersProps) {
  const { timeZone } = usePortal();
  const texts = useTexts('transactionReport', TRANSACTION_REPORT_TEXTS);
  const { draft, set, setDate, errorAt, unapplied, submit, reset } = useTransactionFilterDraft(filters, dateErrors, onUnappliedChange);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (searching) return;
    const next = submit((found) => ({ ...found, ...Object.fromEntries(TEXT_FILTERS.map((key) => [key, toFilterValue(key, found[key])])) }));
    if (next) onSearch(next);
  };

  return (
    <form role="search" aria-label={texts.search} className={styles.form} onSubmit={onSubmit} noValidate>
      {TEXT_FILTERS.map((key) =>
        ownMerchant && (key === 'merchantId' || key === 'merchantName') ? (
          <ReadOnlyValue key={key} label={texts[LABEL_OF[key]]} value={ownMerchant[key]} className={styles.fixed} />
        ) : (
          <TransactionTextFilter key={key} name={key} label={texts[LABEL_OF[key]]} value={draft[key]} onValueChange={(value) => set({ [key]: value })} />
        ),
      )}
      <TransactionDateFilters labels={texts} values={draft} errorAt={errorAt} onValueChange={setDate} />
      <TransactionStatusFilter value={draft.statusCodes} onValueChange={(statusCodes) => set({ statusCodes })} />
      <FilterButtons
        placement="own-line"
        searching={searching}
        unapplied={unapplied}
        onReset={() => {
          // Unapplied edits go too, even when the applied filters were the defaults already.
          reset(defaultTransactionReportSearch(timeZone));
          onReset();
        }}
      />
    </form>
  );
}
