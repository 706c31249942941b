import type { FieldError } from '@lego-portal/rules';
import { TRANSACTION_REPORT_TEXTS, validateTransactionSearch } from '@lego-portal/rules';
import { useState, type FormEvent } from 'react';
import { css } from '../../../../styled-system/css';
import { usePortal } from '../../../provider/portal-provider';
import { useMessage, useTexts } from '../../../texts/texts-context';
import { ReadOnlyValue } from '../../../fields/read-only-fields/read-only-value';
import type { OwnMerchant } from '../own-merchant';
import type { TransactionFilters, TransactionTextFilters } from '../transaction-search';
import {
  defaultTransactionReportSearch,
  TEXT_FILTERS,
  toFilterValue,
  toInputValue,
  toStamp,
  TransactionDateFilters,
  TransactionStatusFilter,
  TransactionTextFilter,
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
 * merchant user's merchant ID and name show its own merchant, read-only (`ownMerchant`).
 */
export function TransactionReportFilters({ filters, dateErrors, searching, onSearch, onReset, ownMerchant = null }: TransactionReportFiltersProps) {
  const { timeZone } = usePortal();
  const texts = useTexts('transactionReport', TRANSACTION_REPORT_TEXTS);
  const message = useMessage();
  const [draft, setDraft] = useState(() => ({ ...filters, fromDate: toInputValue(filters.fromDate), toDate: toInputValue(filters.toDate) }));
  // The issues, not their texts, so the messages follow a language switch.
  const [issues, setIssues] = useState<readonly FieldError[]>(dateErrors);
  const errorAt = (field: 'fromDate' | 'toDate') => {
    const issue = issues.find((entry) => entry.field === field);
    return issue ? message(issue.code, issue.message) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (searching) return;
    const next = { ...draft, fromDate: toStamp(draft.fromDate), toDate: toStamp(draft.toDate) };
    const found = validateTransactionSearch({ fromDate: next.fromDate, toDate: next.toDate }, { timeZone }).errors;
    setIssues(found);
    if (found.length > 0) return;
    onSearch({ ...next, ...Object.fromEntries(TEXT_FILTERS.map((key) => [key, toFilterValue(key, next[key])])) });
  };

  return (
    <form role="search" aria-label={texts.search} className={styles.form} onSubmit={submit} noValidate>
      {TEXT_FILTERS.map((key) =>
        ownMerchant && (key === 'merchantId' || key === 'merchantName') ? (
          <ReadOnlyValue key={key} label={texts[LABEL_OF[key]]} value={ownMerchant[key]} className={styles.fixed} />
        ) : (
          <TransactionTextFilter key={key} name={key} label={texts[LABEL_OF[key]]} value={draft[key]} onValueChange={(value) => setDraft({ ...draft, [key]: value })} />
        ),
      )}
      <TransactionDateFilters
        labels={texts}
        values={draft}
        errorAt={errorAt}
        onValueChange={(key, value) => {
          setDraft({ ...draft, [key]: value });
          setIssues([]);
        }}
      />
      <TransactionStatusFilter value={draft.statusCodes} onValueChange={(statusCodes) => setDraft({ ...draft, statusCodes })} />
      <FilterButtons
        placement="own-line" searching={searching}
        onReset={() => {
        // Unapplied edits go too, even when the applied filters were the defaults already.
        const defaults = defaultTransactionReportSearch(timeZone);
        setDraft({ ...defaults, fromDate: toInputValue(defaults.fromDate), toDate: toInputValue(defaults.toDate) });
        setIssues([]);
        onReset();
        }}
      />
    </form>
  );
}
