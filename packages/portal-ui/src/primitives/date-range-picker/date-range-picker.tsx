import { DatePicker as ArkDatePicker, type DateValue } from '@ark-ui/react/date-picker';
import type { ReactNode } from 'react';
import { datePicker } from '../../../styled-system/recipes';
import { Calendar, CalendarIcon } from '../date-picker/calendar';
import { toDateValue, type IsoDate } from '../date-picker/date-format';
import { useCalendarLocale } from '../date-picker/use-calendar-locale';

/** A date range; either end may be empty while the user is choosing. */
export interface DateRange {
  from: IsoDate | null;
  to: IsoDate | null;
}

/** Props of {@link DateRangePicker}. */
export interface DateRangePickerProps {
  label: ReactNode;
  value: DateRange;
  onValueChange: (value: DateRange) => void;
  min?: IsoDate;
  max?: IsoDate;
  /** Accessible names of the two inputs; by default 'From date' and 'To date' in the portal's language. */
  fromLabel?: string;
  toLabel?: string;
  disabled?: boolean;
  errorText?: ReactNode;
}

/**
 * A from–to range (report filters), both ends inside `min`/`max`, picked in one calendar that
 * names months and days in the portal's language; typed and shown as DD/MM/YYYY in the person's era.
 */
export function DateRangePicker({ label, value, onValueChange, min, max, fromLabel, toLabel, disabled, errorText }: DateRangePickerProps) {
  const styles = datePicker();
  const { locale, era, placeholder, translations, texts, format, parse } = useCalendarLocale();
  const from = toDateValue(value.from);
  const to = toDateValue(value.to);
  const selected = [from, to].filter((d): d is DateValue => d !== undefined);
  return (
    <ArkDatePicker.Root
      // Ark writes its inputs' text when the value changes only: another era writes it anew.
      key={era}
      selectionMode="range"
      format={format}
      parse={parse}
      placeholder={placeholder}
      locale={locale}
      translations={translations}
      className={styles.root}
      value={selected}
      onValueChange={(details) =>
        onValueChange({ from: details.value[0]?.toString() ?? null, to: details.value[1]?.toString() ?? null })
      }
      min={toDateValue(min)}
      max={toDateValue(max)}
      disabled={disabled}
      invalid={Boolean(errorText)}
    >
      <ArkDatePicker.Label className={styles.label}>{label}</ArkDatePicker.Label>
      <ArkDatePicker.Control className={styles.control}>
        <ArkDatePicker.Input index={0} className={styles.input} aria-label={fromLabel ?? texts.fromDate} />
        <span aria-hidden="true">–</span>
        <ArkDatePicker.Input index={1} className={styles.input} aria-label={toLabel ?? texts.toDate} />
        <ArkDatePicker.Trigger className={styles.trigger}>
          <CalendarIcon />
        </ArkDatePicker.Trigger>
      </ArkDatePicker.Control>
      {errorText ? <p className={styles.errorText}>{errorText}</p> : null}
      <Calendar />
    </ArkDatePicker.Root>
  );
}
