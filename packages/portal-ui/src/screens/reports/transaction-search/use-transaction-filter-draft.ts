import type { FieldError } from '@lego-portal/rules';
import { validateTransactionSearch } from '@lego-portal/rules';
import { useFilterDraft } from '../../../lists';
import { useDateFormat, type DateFormat } from '../../../provider/date-format';
import { usePortal } from '../../../provider/portal-provider';
import { useMessage } from '../../../texts/texts-context';
import { toInputValue, toStamp } from './date-time-input';
import { useState } from 'react';

/** The dates every transaction search filters by, as the API writes them (`YYYYMMDDHHmmss`). */
interface Dated {
  fromDate: string;
  toDate: string;
}

/** What {@link useTransactionFilterDraft} returns. */
export interface TransactionFilterDraft<F extends Dated> {
  /** The form's filters; the dates as their inputs hold them. */
  draft: F;
  /** Changes filters other than the dates. */
  set: (patch: Partial<F>) => void;
  /** Changes a date; its message goes until the next Search. */
  setDate: (key: 'fromDate' | 'toDate', value: string) => void;
  /** The rules' message at a date field, in the portal's language. */
  errorAt: (field: 'fromDate' | 'toDate') => string | undefined;
  /** The filters were changed but not searched. */
  unapplied: boolean;
  /**
   * The filters to search with (dates as stamps, after `normalize`), or null when the rules'
   * date checks fail: their messages then show at the fields.
   */
  submit: (normalize?: (filters: F) => F) => F | null;
  /** Shows `defaults` (Reset clears unapplied edits too, even when the defaults are applied). */
  reset: (defaults: F) => void;
}

/** The filters as the form shows them: the dates as texts in the person's era. */
const toDraft = <F extends Dated>(filters: F, dates: DateFormat): F => ({
  ...filters,
  fromDate: toInputValue(filters.fromDate, dates.dateTime),
  toDate: toInputValue(filters.toDate, dates.dateTime),
});

/**
 * The draft of a transaction search form, one for the transaction report and the summary by
 * status: edits stay local until Search ({@link useFilterDraft}, which marks them unapplied);
 * the rules' date checks run on Search, their messages show at the date fields (and, from a
 * link, from the start: `dateErrors`), and nothing is searched while they fail.
 */
export function useTransactionFilterDraft<F extends Dated>(
  filters: F,
  dateErrors: readonly FieldError[],
  onUnappliedChange?: (unapplied: boolean) => void,
): TransactionFilterDraft<F> {
  const { timeZone } = usePortal();
  // The era is fixed for the form's life: the report remounts its form when the era is switched.
  const dates = useDateFormat();
  const message = useMessage();
  const { draft, setDraft, unapplied, commit } = useFilterDraft(() => toDraft(filters, dates), onUnappliedChange);
  // The issues, not their texts, so the messages follow a language switch.
  const [issues, setIssues] = useState<readonly FieldError[]>(dateErrors);

  return {
    draft,
    unapplied,
    set: (patch) => setDraft((current) => ({ ...current, ...patch })),
    setDate: (key, value) => {
      setDraft((current) => ({ ...current, [key]: value }));
      setIssues([]);
    },
    errorAt: (field) => {
      const issue = issues.find((entry) => entry.field === field);
      return issue ? message(issue.code, issue.message) : undefined;
    },
    submit: (normalize = (next) => next) => {
      const next = normalize({ ...draft, fromDate: toStamp(draft.fromDate, dates.parseDateTime), toDate: toStamp(draft.toDate, dates.parseDateTime) });
      const found = validateTransactionSearch({ fromDate: next.fromDate, toDate: next.toDate }, { timeZone }).errors;
      setIssues(found);
      if (found.length > 0) return null;
      commit();
      return next;
    },
    reset: (defaults) => {
      setDraft(toDraft(defaults, dates));
      setIssues([]);
    },
  };
}
