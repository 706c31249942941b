import { formatCompactDate, formatIsoDate, parseTimestamp } from '@lego-portal/rules';
import { useCallback, type FocusEvent } from 'react';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { DatePicker } from '../../primitives/date-picker';
import { useDateFormat } from '../../provider/date-format';
import { useFieldsReadOnly } from '../read-only-fields/read-only-fields';
import { ReadOnlyValue } from '../read-only-fields/read-only-value';

/** `YYYY-MM-DD` of a form day `YYYYMMDD`, or null when empty or not a real day. */
export function isoOfDay(day: string): string | null {
  const wall = parseTimestamp(day);
  return wall ? formatIsoDate(wall) : null;
}

/** The form day `YYYYMMDD` of a picked ISO date; '' when cleared. */
export function dayOfIso(iso: string | null): string {
  const wall = iso ? parseTimestamp(iso) : null;
  return wall ? formatCompactDate(wall) : '';
}

/** Props of {@link DayField}. */
export interface DayFieldProps<T extends FieldValues> {
  /** A form field holding a day as `YYYYMMDD` (as the API keeps waive dates). */
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
  errorText?: string;
  onValueChange?: () => void;
}

/** Whether focus leaves the picker: not to its own parts, nor into its calendar (a popup elsewhere in the page). */
function leavesPicker(event: FocusEvent<HTMLElement>): boolean {
  const next = event.relatedTarget;
  if (!(next instanceof Element)) return true;
  return !event.currentTarget.contains(next) && !next.closest('[data-scope="date-picker"][data-part="positioner"]');
}

/**
 * A day picked or typed as DD/MM/YYYY, held by the form as `YYYYMMDD` and given to the date
 * picker as ISO. The field counts as left when focus leaves both the input and its calendar, so
 * opening the calendar shows no message yet. It binds the form's `ref`, so a failed submit
 * focuses its text input as it does any other field. Inside `<ReadOnlyFields readOnly>` it shows
 * the day as DD/MM/YYYY, read-only, with no calendar.
 */
export function DayField<T extends FieldValues>({ name, label, disabled, errorText, onValueChange }: DayFieldProps<T>) {
  const { control } = useFormContext<T>();
  const { field } = useController({ control, name });
  const { ref, onBlur, onChange } = field;
  const bindRef = useCallback(
    (element: HTMLDivElement | null) => ref(element && { focus: () => element.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus() }),
    [ref],
  );
  const readOnly = useFieldsReadOnly();
  const dates = useDateFormat();
  if (readOnly) return <ReadOnlyValue label={label} value={dates.date(String(field.value ?? ''))} disabled={disabled} />;
  return (
    <div ref={bindRef} onBlur={(event) => leavesPicker(event) && onBlur()}>
      <DatePicker
        label={label}
        name={name}
        value={isoOfDay(String(field.value ?? ''))}
        disabled={disabled}
        errorText={errorText}
        onValueChange={(iso) => {
          onChange(dayOfIso(iso));
          onValueChange?.();
        }}
      />
    </div>
  );
}
