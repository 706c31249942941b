import { DatePicker as ArkDatePicker, parseDate } from '@ark-ui/react/date-picker';
import { formatIsoDate } from '@lego-portal/rules';
import { useDateFormat } from '../../provider/date-format';
import { useId, type ReactNode } from 'react';
import { datePicker } from '../../../styled-system/recipes';
import { Calendar, CalendarIcon } from '../date-picker/calendar';
import { useCalendarLocale } from '../date-picker/use-calendar-locale';

/** Props of {@link DateTimePicker}. */
export interface DateTimePickerProps {
  /** The field's name (the calendar button is described by it). */
  label: string;
  /**
   * The text in the field, as the person typed it or as a pick wrote it: `DD/MM/YYYY HH:mm:ss`
   * when complete, its year in the person's era (read it with `useDateFormat().parseDateTime`).
   */
  value: string;
  /** Every change of the text: each key typed, and a day picked in the calendar. */
  onValueChange: (text: string) => void;
  /**
   * The time written with a day picked while the field holds no time yet, `HH:mm:ss`: a from
   * field's `00:00:00` (the default), a to field's `23:59:59`.
   */
  defaultTime?: string;
  name?: string;
  disabled?: boolean;
  /** The message at the field (the screen's rules); marks the field invalid. */
  errorText?: ReactNode;
}

/**
 * One date and time, typed as `DD/MM/YYYY HH:mm:ss` (24-hour) or its day picked from the portal's
 * calendar, the same in every browser locale (a native `datetime-local` follows the machine's,
 * month first and 12-hour for many). The text is the person's: it is never reformatted, clamped
 * or replaced while typed or when the field is left, so what the screen calls invalid is still
 * there to correct. Picking a day writes that day with the time already typed, or `defaultTime`.
 */
export function DateTimePicker({ label, value, onValueChange, defaultTime = '00:00:00', name, disabled, errorText }: DateTimePickerProps) {
  const styles = datePicker();
  const { locale, translations, texts, dateTimeHint } = useCalendarLocale();
  const dates = useDateFormat();
  const inputId = useId();
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  // The text is read in the era the field shows (its hint names the Buddhist era).
  const wall = dates.readDateTime(value);
  const day = wall ? parseDate(formatIsoDate(wall)) : undefined;
  // The error first: it is what the person must act on; the hint says how.
  const describedBy = [errorText ? errorId : '', hintId].filter(Boolean).join(' ');
  return (
    // Ark keeps only the calendar: the input is the portal's own, so Ark never writes its text.
    // The calendar mounts when it opens and goes when it closes: a closed one's day grid, month
    // and year lists cost a report screen's first render several milliseconds per field.
    <ArkDatePicker.Root
      lazyMount
      unmountOnExit
      locale={locale}
      translations={translations}
      className={styles.root}
      value={day ? [day] : []}
      onValueChange={(details) => {
        const picked = details.value[0];
        if (picked) onValueChange(dates.withPickedDay(value, picked, defaultTime));
      }}
      disabled={disabled}
      invalid={Boolean(errorText)}
    >
      <label id={labelId} htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <ArkDatePicker.Control className={styles.control}>
        <input
          id={inputId}
          name={name}
          className={styles.input}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          placeholder={texts.dateTimeFormat}
          aria-describedby={describedBy}
          aria-invalid={errorText ? true : undefined}
          disabled={disabled}
          autoComplete="off"
          spellCheck={false}
          // Digits, '/', ':' and a space: the text keyboard, since a numeric one lacks them on some phones.
          inputMode="text"
        />
        {/* 'Open calendar', described by the field's label: a name holding the label would also
            answer to the label, and the field would no longer be found by its own name alone. */}
        <ArkDatePicker.Trigger className={styles.trigger} aria-describedby={labelId}>
          <CalendarIcon />
        </ArkDatePicker.Trigger>
      </ArkDatePicker.Control>
      <p id={hintId} data-part="helper-text" className={styles.helperText}>
        {dateTimeHint}
      </p>
      {errorText ? (
        <p id={errorId} data-part="error-text" className={styles.errorText}>
          {errorText}
        </p>
      ) : null}
      <Calendar />
    </ArkDatePicker.Root>
  );
}
