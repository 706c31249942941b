import type { FieldError, TransactionMode } from '@lego-portal/rules';
import { SUMMARY_REPORT_TEXTS, validateTransactionSearch } from '@lego-portal/rules';
import { useState, type FormEvent } from 'react';
import { css } from '../../../../styled-system/css';
import { TextField } from '../../../primitives/text-field';
import { usePortal } from '../../../provider/portal-provider';
import { useMessage, useTexts } from '../../../texts/texts-context';
import { toInputValue, toStamp, TransactionStatusFilter } from '../transaction-search';
import { SegmentedChoice } from '../../../primitives/segmented-choice';
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
}

const styles = {
  form: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '4' }),
  field: css({ flex: '1 1 14rem', maxWidth: 'xs' }),
  mode: css({ flex: '1 1 100%' }),
};

const TEXT_FILTERS = ['merchantId', 'merchantName'] as const;

const toDraft = (filters: Filters) => ({ ...filters, fromDate: toInputValue(filters.fromDate), toDate: toInputValue(filters.toDate) });

/**
 * The summary's filters, the transaction report's that a summary can narrow by: the report type
 * (online or scheduled), merchant ID and name, from and to date-time (seconds included) and the
 * statuses. Edits stay local until Search (or Enter); the rules' date checks run first and their
 * messages show at the fields, and nothing is sent while they fail. The parent remounts the form
 * when the applied filters change.
 */
export function SummaryFilters({ filters, defaultMode, dateErrors, searching, onSearch, onReset }: SummaryFiltersProps) {
  const { timeZone } = usePortal();
  const texts = useTexts('summaryReport', SUMMARY_REPORT_TEXTS);
  const message = useMessage();
  const [draft, setDraft] = useState(() => toDraft(filters));
  // The issues, not their texts, so the messages follow a language switch.
  const [issues, setIssues] = useState<readonly FieldError[]>(dateErrors);
  const errorAt = (field: 'fromDate' | 'toDate') => {
    const issue = issues.find((entry) => entry.field === field);
    return issue ? message(issue.code, issue.message) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (searching) return;
    const next = { ...draft, merchantId: draft.merchantId.trim(), merchantName: draft.merchantName.trim(), fromDate: toStamp(draft.fromDate), toDate: toStamp(draft.toDate) };
    const found = validateTransactionSearch({ fromDate: next.fromDate, toDate: next.toDate }, { timeZone }).errors;
    setIssues(found);
    if (found.length === 0) onSearch(next);
  };

  return (
    <form role="search" aria-label={texts.search} className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.mode}>
        <SegmentedChoice
          label={texts.mode}
          name="mode"
          choices={[
            { value: 'online', label: texts.online },
            { value: 'scheduled', label: texts.scheduled },
          ]}
          value={draft.mode}
          onValueChange={(mode) => setDraft({ ...draft, mode })}
        />
      </div>
      {TEXT_FILTERS.map((key) => (
        <div key={key} className={styles.field}>
          <TextField
            label={texts[key]}
            name={key}
            autoComplete="off"
            maxLength={key === 'merchantId' ? 10 : 128}
            inputMode={key === 'merchantId' ? 'numeric' : undefined}
            value={draft[key]}
            onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
          />
        </div>
      ))}
      {(['fromDate', 'toDate'] as const).map((key) => (
        <div key={key} className={styles.field}>
          <TextField
            label={texts[key]}
            name={key}
            type="datetime-local"
            step={1}
            value={draft[key]}
            errorText={errorAt(key)}
            onChange={(event) => {
              setDraft({ ...draft, [key]: event.target.value });
              setIssues([]);
            }}
          />
        </div>
      ))}
      <TransactionStatusFilter value={draft.statusCodes} onValueChange={(statusCodes) => setDraft({ ...draft, statusCodes })} />
      <FilterButtons
        placement="own-line" searching={searching}
        onReset={() => {
        // Unapplied edits go too, even when the applied filters were the defaults already.
        setDraft(toDraft(defaultSummarySearch(defaultMode, timeZone)));
        setIssues([]);
        onReset();
        }}
      />
    </form>
  );
}
