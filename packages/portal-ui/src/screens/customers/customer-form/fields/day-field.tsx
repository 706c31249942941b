import { formatCompactDate, formatIsoDate, parseTimestamp } from '@lego-portal/rules';
import { type FocusEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { DatePicker } from '../../../../primitives/date-picker';
import type { CustomerFormValues } from '../customer-form-values';

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
export interface DayFieldProps {
  name: 'waiveFrom' | 'waiveTo';
  label: string;
  disabled?: boolean;
  errorText?: string;
  onValueChange?: () => void;
}

/** Whether focus leaves the picker: not to its own parts, nor into its calendar (a popup elsewhere). */
function leavesPicker(event: FocusEvent<HTMLElement>): boolean {
  const next = event.relatedTarget;
  if (!(next instanceof Element)) return true;
  return !event.currentTarget.contains(next) && !next.closest('[data-scope="date-picker"][data-part="positioner"]');
}

/**
 * A day picked or typed as DD/MM/YYYY, held by the form as `YYYYMMDD` (as the API keeps waive
 * dates). The field counts as left when focus leaves the input and its calendar, so opening the
 * calendar shows no message yet.
 */
export function DayField({ name, label, disabled, errorText, onValueChange }: DayFieldProps) {
  const { control } = useFormContext<CustomerFormValues>();
  const { field } = useController({ control, name });
  return (
    <div onBlur={(event) => leavesPicker(event) && field.onBlur()}>
      <DatePicker
        label={label}
        name={name}
        value={isoOfDay(String(field.value ?? ''))}
        disabled={disabled}
        errorText={errorText}
        onValueChange={(iso) => {
          field.onChange(dayOfIso(iso));
          onValueChange?.();
        }}
      />
    </div>
  );
}
