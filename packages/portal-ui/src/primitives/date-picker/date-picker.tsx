import { DatePicker as ArkDatePicker, type DateValue } from '@ark-ui/react/date-picker';
import { useId, type ReactNode } from 'react';
import { datePicker } from '../../../styled-system/recipes';
import { Calendar, CalendarIcon } from './calendar';
import { toDateValue, type IsoDate } from './date-format';
import { useCalendarLocale } from './use-calendar-locale';
import { useTypedDate } from './use-typed-date';

/** What the field shows when its value changes (see {@link DatePickerProps.onValueChange}). */
export interface DatePickerChange {
  /** The input's text: not empty with a `null` value when it could not be read as a date. */
  text: string;
}

/** Props of {@link DatePicker}. */
export interface DatePickerProps {
  label: ReactNode;
  /** ISO date `YYYY-MM-DD`, or null when empty. */
  value: IsoDate | null;
  /**
   * A day picked, or a typed text committed (the field left, or Enter). A typed day is given as
   * typed, also outside `min`/`max` (the screen refuses it with its message); text that is not a
   * date gives `null` and stays in the field, `details.text` saying what it was.
   */
  onValueChange: (value: IsoDate | null, details: DatePickerChange) => void;
  /** Earliest day the calendar offers (ISO); earlier days are disabled there, never swapped for a typed one. */
  min?: IsoDate;
  /** Latest day the calendar offers (ISO). */
  max?: IsoDate;
  disabled?: boolean;
  /** Hint under the input (e.g. the days allowed), linked with `aria-describedby`. */
  helperText?: ReactNode;
  errorText?: ReactNode;
  name?: string;
  /**
   * Text shown while `value` is null that is no date, given from outside, e.g. a link's `?date=`
   * (the screen says why beside it). Text typed that is no date stays in the field without it.
   */
  text?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Today on the device's calendar. */
const todayIso = (now = new Date()) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
/** `day` moved into `[min, max]` (ISO strings compare as dates). */
const within = (day: IsoDate, min?: IsoDate, max?: IsoDate) => (min && day < min ? min : max && day > max ? max : day);

/**
 * A single date, typed as DD/MM/YYYY (the year in the person's era, which the placeholder names
 * when it is the Buddhist era) or picked from a calendar that offers only the days from
 * `min` to `max`; the calendar names months and days in the portal's language. What is typed is
 * never exchanged for another day: a day outside `min`/`max` is kept as typed for the screen to
 * refuse, and text that is no date stays as it is (the value is then `null`).
 */
export function DatePicker({ label, value, onValueChange, min, max, disabled, helperText, errorText, name, text }: DatePickerProps) {
  const styles = datePicker();
  const { locale, era, placeholder, translations, format, parse } = useCalendarLocale();
  const selected = toDateValue(value);
  const helperId = useId();
  const errorId = useId();
  const { inputRef, onBlur, onKeyDown } = useTypedDate({ value, onValueChange, format, parse, text, era });
  // Ark clamps every value to its min/max (a typed 01/01/2026 became the first allowed day), so
  // it gets none: the days outside are only unavailable in the calendar.
  const outside = (day: DateValue) => Boolean((min && day.toString() < min) || (max && day.toString() > max));
  // The error first: it is what the person must act on; the hint says how.
  const describedBy = [errorText ? errorId : '', helperText ? helperId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <ArkDatePicker.Root
      // Ark writes its input's text when the value changes only: another era writes it anew.
      key={era}
      format={format}
      parse={parse}
      placeholder={placeholder}
      locale={locale}
      translations={translations}
      className={styles.root}
      value={selected ? [selected] : []}
      onValueChange={(details) => {
        const picked = details.value[0];
        onValueChange(picked?.toString() ?? null, { text: picked ? format(picked) : '' });
      }}
      isDateUnavailable={min || max ? outside : undefined}
      // An empty field opens its calendar on the allowed day nearest today, not on a month of
      // disabled days.
      defaultFocusedValue={!selected && (min || max) ? toDateValue(within(todayIso(), min, max)) : undefined}
      disabled={disabled}
      invalid={Boolean(errorText)}
      name={name}
    >
      <ArkDatePicker.Label className={styles.label}>{label}</ArkDatePicker.Label>
      <ArkDatePicker.Control className={styles.control}>
        {/* Linked, so a screen reader reads the hint and the error with the field, not only where they sit. */}
        <ArkDatePicker.Input
          ref={inputRef}
          className={styles.input}
          aria-describedby={describedBy}
          // Typed text is committed by useTypedDate, as typed (Ark's commit swaps it).
          fixOnBlur={false}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
        />
        <ArkDatePicker.Trigger className={styles.trigger}>
          <CalendarIcon />
        </ArkDatePicker.Trigger>
      </ArkDatePicker.Control>
      {helperText ? (
        <p id={helperId} data-part="helper-text" className={styles.helperText}>
          {helperText}
        </p>
      ) : null}
      {errorText ? (
        <p id={errorId} data-part="error-text" className={styles.errorText}>
          {errorText}
        </p>
      ) : null}
      <Calendar />
    </ArkDatePicker.Root>
  );
}
