import { LIMITS, REGISTRATION_REPORT_TEXTS } from '@lego-portal/rules';
import { useState, type FormEvent } from 'react';
import { Select } from '../../../primitives/select';
import { TextField } from '../../../primitives/text-field';
import { useTexts } from '../../../texts/texts-context';
import type { RegistrationStatusFilter } from '../registration-shared';
import { ALL, RegistrationDateRange, dateRangeProblem, filterStyles, useRegistrationStatusOptions } from '../registration-shared';
import type { MonitoringFilters as Filters } from './monitoring-search';
import { FilterButtons } from '../../../fields/filter-buttons/filter-buttons';
import { useFilterDraft } from '../../../lists';

/** What a Search applies: the filters and the chosen range. */
export type MonitoringCriteria = Filters & { from: string; to: string };

/** Props of {@link MonitoringFilters}. */
export interface MonitoringFiltersProps {
  /** The applied filters and range (the form starts from them). */
  applied: MonitoringCriteria;
  /** An answer is coming: Search is busy. */
  searching: boolean;
  onSearch: (criteria: MonitoringCriteria) => void;
  onReset: () => void;
  /** Hears whether the form holds changes not searched yet (the screen holds its export back meanwhile). */
  onUnappliedChange?: (unapplied: boolean) => void;
}

/** The form's state: the range as the picker holds it, the status (ALL for any) and the reference. */
interface Draft {
  from: string | null;
  to: string | null;
  status: string;
  customerReference: string;
}

/**
 * The monitoring report's filters (ours; the spec shows none): the registration date range, the
 * status from the online registration status table, and the customer reference. Edits stay local
 * until Search (or Enter), marked 'Search to apply' meanwhile; the parent remounts this form when the applied filters change.
 */
export function MonitoringFilters({ applied, searching, onSearch, onReset, onUnappliedChange }: MonitoringFiltersProps) {
  const texts = useTexts('registrationReport', REGISTRATION_REPORT_TEXTS);
  const statusOptions = useRegistrationStatusOptions();
  const { draft, setDraft, unapplied, commit } = useFilterDraft<Draft>(
    () => ({ from: applied.from, to: applied.to, status: applied.status || ALL, customerReference: applied.customerReference }),
    onUnappliedChange,
  );
  const { status, customerReference } = draft;
  const range = { from: draft.from, to: draft.to };
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const [problem, setProblem] = useState<ReturnType<typeof dateRangeProblem>>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = dateRangeProblem(range);
    setProblem(found);
    if (found || !range.from || !range.to) return;
    commit();
    onSearch({
      from: range.from,
      to: range.to,
      status: (status === ALL ? '' : status) as RegistrationStatusFilter,
      customerReference: customerReference.trim(),
    });
  };

  return (
    <form role="search" aria-label={texts.monitoringSearch} className={filterStyles.form} onSubmit={submit} noValidate>
      <RegistrationDateRange value={range} onValueChange={set} problem={problem} />
      <div className={filterStyles.field}>
        <Select label={texts.status} name="status" options={statusOptions} value={status} onValueChange={(next) => set({ status: next })} />
      </div>
      <div className={filterStyles.field}>
        <TextField
          label={texts.customerReference}
          name="customerReference"
          autoComplete="off"
          maxLength={LIMITS.merchantCustomerIdMax}
          value={customerReference}
          onChange={(event) => set({ customerReference: event.target.value })}
        />
      </div>
      <FilterButtons searching={searching} unapplied={unapplied} onReset={onReset} />
    </form>
  );
}
