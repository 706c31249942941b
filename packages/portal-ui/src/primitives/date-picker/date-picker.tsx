import { DatePicker as ArkDatePicker } from '@ark-ui/react/date-picker';
import { useId, type ReactNode } from 'react';
import { datePicker } from '../../../styled-system/recipes';
import { Calendar, CalendarIcon } from './calendar';
import { formatDisplayDate, parseDisplayDate, toDateValue, type IsoDate } from './date-format';
import { useCalendarLocale } from './use-calendar-locale';

/** Props of {@link DatePicker}. */
export interface DatePickerProps {
  label: ReactNode;
  /** ISO date `YYYY-MM-DD`, or null when empty. */
  value: IsoDate | null;
  onValueChange: (value: IsoDate | null) => void;
  /** Earliest selectable day (ISO); earlier days are disabled in the calendar. */
  min?: IsoDate;
  /** Latest selectable day (ISO). */
  max?: IsoDate;
  disabled?: boolean;
  errorText?: ReactNode;
  name?: string;
}

/**
 * A single date, typed as DD/MM/YYYY or picked from a calendar bounded by `min`/`max`; the
 * calendar names months and days in the portal's language.
 */
export function DatePicker({ label, value, onValueChange, min, max, disabled, errorText, name }: DatePickerProps) {
  const styles = datePicker();
  const { locale, placeholder, translations } = useCalendarLocale();
  const selected = toDateValue(value);
  const errorId = useId();
  return (
    <ArkDatePicker.Root
      format={formatDisplayDate}
      parse={parseDisplayDate}
      placeholder={placeholder}
      locale={locale}
      translations={translations}
      className={styles.root}
      value={selected ? [selected] : []}
      onValueChange={(details) => onValueChange(details.value[0]?.toString() ?? null)}
      min={toDateValue(min)}
      max={toDateValue(max)}
      disabled={disabled}
      invalid={Boolean(errorText)}
      name={name}
    >
      <ArkDatePicker.Label className={styles.label}>{label}</ArkDatePicker.Label>
      <ArkDatePicker.Control className={styles.control}>
        {/* Linked, so a screen reader reads the error with the field, not only where it sits. */}
        <ArkDatePicker.Input className={styles.input} aria-describedby={errorText ? errorId : undefined} />
        <ArkDatePicker.Trigger className={styles.trigger}>
          <CalendarIcon />
        </ArkDatePicker.Trigger>
      </ArkDatePicker.Control>
      {errorText ? (
        <p id={errorId} data-part="error-text" className={styles.errorText}>
          {errorText}
        </p>
      ) : null}
      <Calendar />
    </ArkDatePicker.Root>
  );
}
