import { ACCOUNT_CURRENCY_FILTER_OPTIONS, CHANNELS, LABELS, LIMITS, REGISTRATION_REPORT_TEXTS } from '@lego-portal/rules';
import { useMemo, useState, type FormEvent } from 'react';
import { Select } from '../../../primitives/select';
import { TextField } from '../../../primitives/text-field';
import { useTexts } from '../../../texts/texts-context';
import type { RegistrationStatusFilter } from '../registration-shared';
import { ALL, RegistrationDateRange, channelName, dateRangeProblem, filterStyles, useRegistrationStatusOptions } from '../registration-shared';
import type { CurrencyFilter, RegistrationReportFilters } from './registration-report-search';
import { FilterButtons } from '../../../fields/filter-buttons/filter-buttons';
import { useFilterDraft } from '../../../lists';
import { ReadOnlyValue } from '../../../fields/read-only-fields/read-only-value';
import type { OwnMerchant } from '../own-merchant';

/** What a Search applies: the filters and the chosen range. */
export type RegistrationReportCriteria = RegistrationReportFilters & { from: string; to: string };

/** Props of {@link RegistrationReportFilters}. */
export interface RegistrationReportFiltersProps {
  /** The applied filters and range (the form starts from them). */
  applied: RegistrationReportCriteria;
  /** An answer is coming: Search is busy. */
  searching: boolean;
  onSearch: (criteria: RegistrationReportCriteria) => void;
  onReset: () => void;
  /** A merchant user's own merchant: the merchant ID and name filters show it, fixed; null for staff (live filters). */
  ownMerchant?: OwnMerchant | null;
  /** Hears whether the form holds changes not searched yet (the screen holds its export back meanwhile). */
  onUnappliedChange?: (unapplied: boolean) => void;
}

/** The form's state: the filters and the range as the picker holds it. */
type Draft = RegistrationReportFilters & { from: string | null; to: string | null };

const orAll = (value: string) => value || ALL;
const fromAll = (value: string) => (value === ALL ? '' : value);

/**
 * The registration report's filters of spec section 2: merchant ID and name, the registration
 * date range, merchant customer number, payer account, account currency, channel and status.
 * Edits stay local until Search (or Enter), marked 'Search to apply' meanwhile; a range that is not a range is shown at its field and
 * not searched. The parent remounts this form when the applied filters change (Back, Reset). A
 * merchant user's merchant ID and name show its own merchant, read-only (`ownMerchant`).
 */
export function RegistrationReportFilters({ applied, searching, onSearch, onReset, ownMerchant = null, onUnappliedChange }: RegistrationReportFiltersProps) {
  const texts = useTexts('registrationReport', REGISTRATION_REPORT_TEXTS);
  const labels = useTexts('label', LABELS);
  const statusOptions = useRegistrationStatusOptions();
  const currencyOptions = useMemo(
    () => ACCOUNT_CURRENCY_FILTER_OPTIONS.map((option) => ({ value: orAll(option.value), label: option.value || labels.all })),
    [labels],
  );
  // The rules' channel table; a channel added there is offered here.
  const channelOptions = useMemo(() => [{ value: ALL, label: labels.all }, ...CHANNELS.map((channel) => ({ value: channel.code, label: channelName(texts, channel.code) ?? channel.code }))], [labels, texts]);
  // The range in the draft as the picker holds it (null while a day is missing).
  const { draft, setDraft, unapplied, commit } = useFilterDraft<Draft>(() => ({ ...applied, from: applied.from, to: applied.to }), onUnappliedChange);
  const range = { from: draft.from, to: draft.to };
  const setRange = (next: { from: string | null; to: string | null }) => setDraft((current) => ({ ...current, ...next }));
  const [problem, setProblem] = useState<ReturnType<typeof dateRangeProblem>>(null);
  const set = (patch: Partial<RegistrationReportFilters>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = dateRangeProblem(range);
    setProblem(found);
    const { from, to, ...filters } = draft;
    if (found || !from || !to) return;
    const trimmed = Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, value.trim()])) as unknown as RegistrationReportFilters;
    commit();
    onSearch({ ...trimmed, from, to });
  };
  const field = (name: 'merchantId' | 'merchantName' | 'merchantCustNo' | 'payerAccount', maxLength: number) =>
    ownMerchant && (name === 'merchantId' || name === 'merchantName') ? (
      <ReadOnlyValue label={texts[name]} value={ownMerchant[name]} className={filterStyles.field} />
    ) : (
      <div className={filterStyles.field}>
        <TextField label={texts[name]} name={name} autoComplete="off" maxLength={maxLength} value={draft[name]} onChange={(event) => set({ [name]: event.target.value })} />
      </div>
    );

  return (
    <form role="search" aria-label={texts.registrationSearch} className={filterStyles.form} onSubmit={submit} noValidate>
      {field('merchantId', LIMITS.merchantIdDigits)}
      {field('merchantName', LIMITS.merchantNameMax)}
      <RegistrationDateRange value={range} onValueChange={setRange} problem={problem} />
      {field('merchantCustNo', LIMITS.merchantCustomerIdMax)}
      {field('payerAccount', LIMITS.accountNumberMax)}
      <div className={filterStyles.field}>
        <Select
          label={texts.customerAcctCurrency}
          name="customerAcctCurrency"
          options={currencyOptions}
          value={orAll(draft.customerAcctCurrency)}
          onValueChange={(value) => set({ customerAcctCurrency: fromAll(value) as CurrencyFilter })}
        />
      </div>
      <div className={filterStyles.field}>
        <Select label={texts.channel} name="channel" options={channelOptions} value={orAll(draft.channel)} onValueChange={(value) => set({ channel: fromAll(value) })} />
      </div>
      <div className={filterStyles.field}>
        <Select
          label={texts.status}
          name="status"
          options={statusOptions}
          value={orAll(draft.status)}
          onValueChange={(value) => set({ status: fromAll(value) as RegistrationStatusFilter })}
        />
      </div>
      <FilterButtons searching={searching} unapplied={unapplied} onReset={onReset} />
    </form>
  );
}
