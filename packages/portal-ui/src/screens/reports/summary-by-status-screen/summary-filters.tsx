import type { FieldError, TransactionMode } from '@lego-portal/rules';
import { SUMMARY_REPORT_TEXTS } from '@lego-portal/rules';
import type { FormEvent } from 'react';
import { css } from '../../../../styled-system/css';
import { usePortal } from '../../../provider/portal-provider';
import { useTexts } from '../../../texts/texts-context';
import { toFilterValue, TransactionDateFilters, TransactionStatusFilter, TransactionTextFilter, useTransactionFilterDraft } from '../transaction-search';
import type { SummaryFilters as Filters } from './summary-search';
import { defaultSummarySearch } from './summary-search';
import { FilterButtons } from '../../../fields/filter-buttons/filter-buttons';

/** Props of {@link SummaryFilters}. */
export interface SummaryFiltersProps {
  /** The applied filters (the form starts from them). */
  filters: Filters;
  /** The mode Reset returns to. */
  defaultMode: TransactionMode;
  /** What is wrong with the applied dates (a link's), shown at the fields from the start. */
  dateErrors: readonly FieldError[];
  /** The summary is loading: Search shows it is busy and a second click sends nothing. */
  searching: boolean;
  onSearch: (filters: Filters) => void;
  onReset: () => void;
  /** Hears whether the form holds changes not searched yet. */
  onUnappliedChange?: (unapplied: boolean) => void;
}

const styles = {
  form: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '4' }),
};

const TEXT_FILTERS = ['merchantId', 'merchantName'] as const;

/**
 * The summary's filters, the transaction report's that a summary can narrow by: merchant ID and
 * name, from and to date-time (seconds included) and the statuses (the report type, online or
 * scheduled, is the page's switch, as on the transaction report). Edits stay local until Search
 * (or Enter), marked 'Search to apply' meanwhile; the rules' date checks run first and their
 * messages show at the fields, and nothing is sent while they fail. The parent remounts the form
 * when the applied filters change.
 */
export function SummaryFilters({ filters, defaultMode, dateErrors, searching, onSearch, onReset, onUnappliedChange }: SummaryFiltersProps) {
  const { timeZone } = usePortal();
  const texts = useTexts('summaryReport', SUMMARY_REPORT_TEXTS);
  const { draft, set, setDate, errorAt, unapplied, submit, reset } = useTransactionFilterDraft(filters, dateErrors, onUnappliedChange);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (searching) return;
    const next = submit((found) => ({ ...found, merchantId: toFilterValue('merchantId', found.merchantId), merchantName: toFilterValue('merchantName', found.merchantName) }));
    if (next) onSearch(next);
  };

  return (
    <form role="search" aria-label={texts.search} className={styles.form} onSubmit={onSubmit} noValidate>
      {TEXT_FILTERS.map((key) => (
        <TransactionTextFilter key={key} name={key} label={texts[key]} value={draft[key]} onValueChange={(value) => set({ [key]: value })} />
      ))}
      <TransactionDateFilters labels={texts} values={draft} errorAt={errorAt} onValueChange={setDate} />
      <TransactionStatusFilter value={draft.statusCodes} onValueChange={(statusCodes) => set({ statusCodes })} />
      <FilterButtons
        placement="own-line"
        searching={searching}
        unapplied={unapplied}
        onReset={() => {
          // Unapplied edits go too, even when the applied filters were the defaults already.
          reset(defaultSummarySearch(defaultMode, timeZone));
          onReset();
        }}
      />
    </form>
  );
}
