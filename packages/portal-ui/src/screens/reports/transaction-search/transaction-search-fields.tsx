import { css } from '../../../../styled-system/css';
import { DateTimePicker } from '../../../primitives/date-time-picker';
import { TextField } from '../../../primitives/text-field';
import type { TransactionTextFilters } from './transaction-report-search';
import { TEXT_FILTER_LIMITS } from './transaction-report-search';

const field = css({ flex: '1 1 14rem', maxWidth: 'xs' });

/** Props of {@link TransactionTextFilter}. */
export interface TransactionTextFilterProps {
  name: keyof TransactionTextFilters;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * One text filter of a transaction search (the report's and the summary's): it holds what the
 * contract lets the server search (`TEXT_FILTER_LIMITS`): the merchant ID and payer account take
 * digits only (the numeric keyboard on a phone), the others their longest value.
 */
export function TransactionTextFilter({ name, label, value, onValueChange }: TransactionTextFilterProps) {
  const { max, digits } = TEXT_FILTER_LIMITS[name];
  return (
    <div className={field}>
      <TextField
        label={label}
        name={name}
        autoComplete="off"
        inputMode={digits ? 'numeric' : undefined}
        // Cut after filtering, not by the input's maxLength: a pasted '123-456-7890' keeps 10 digits.
        value={value}
        onChange={(event) => onValueChange((digits ? event.target.value.replace(/\D+/g, '') : event.target.value).slice(0, max))}
      />
    </div>
  );
}

/** Props of {@link TransactionDateFilters}. */
export interface TransactionDateFiltersProps {
  labels: { fromDate: string; toDate: string };
  /** The texts of the two fields, `DD/MM/YYYY HH:mm:ss` when complete (see `toInputValue`/`toStamp`). */
  values: { fromDate: string; toDate: string };
  /** The message at a field, if any. */
  errorAt: (key: 'fromDate' | 'toDate') => string | undefined;
  onValueChange: (key: 'fromDate' | 'toDate', value: string) => void;
}

/** A day picked for the from field starts at its first second, one for the to field ends at its last. */
const DEFAULT_TIME = { fromDate: '00:00:00', toDate: '23:59:59' } as const;

/**
 * The from and to date-time of a transaction search, to the second, typed as DD/MM/YYYY HH:mm:ss
 * or picked, with the rules' messages at them.
 */
export function TransactionDateFilters({ labels, values, errorAt, onValueChange }: TransactionDateFiltersProps) {
  return (
    <>
      {(['fromDate', 'toDate'] as const).map((key) => (
        <div key={key} className={field}>
          <DateTimePicker
            label={labels[key]}
            name={key}
            value={values[key]}
            defaultTime={DEFAULT_TIME[key]}
            errorText={errorAt(key)}
            onValueChange={(value) => onValueChange(key, value)}
          />
        </div>
      ))}
    </>
  );
}
