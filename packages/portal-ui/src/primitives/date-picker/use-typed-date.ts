import { useCallback, useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import type { DateValue } from '@ark-ui/react/date-picker';
import type { IsoDate } from './date-format';

interface TypedDateOptions {
  value: IsoDate | null;
  onValueChange: (value: IsoDate | null, details: { text: string }) => void;
  /** DD/MM/YYYY in the field's era, both ways (`useCalendarLocale`). */
  format: (date: DateValue) => string;
  parse: (text: string) => DateValue | undefined;
  /** Text to show while `value` is null, e.g. a link's date that is no date (`DatePickerProps.text`). */
  text?: string;
  /** The field's era: Ark writes its input anew when it changes, so text that is no date is put back then too. */
  era: string;
}

/**
 * Commits what was typed in a date picker's input when the field is left or Enter is pressed,
 * in place of Ark's own commit, which swaps text: a day outside min/max became the nearest
 * allowed one, and text that is no date became the day last focused in the calendar. Here a day
 * is given as typed, and other text gives `null` while it stays in the input.
 */
export function useTypedDate({ value, onValueChange, format, parse, text: given = '', era }: TypedDateOptions) {
  const inputRef = useRef<HTMLInputElement>(null);
  // Text that is no date, kept while the value it cleared is gone.
  const unreadable = useRef<string | null>(null);

  const commit = useCallback(
    (input: HTMLInputElement) => {
      const text = input.value.trim();
      const day = parse(text);
      unreadable.current = text && !day ? text : null;
      if (day) {
        // The day's own spelling (1/2/2026 is 01/02/2026); the same day again changes nothing else.
        input.value = format(day);
        if (day.toString() !== value) onValueChange(day.toString(), { text: input.value });
      } else if (value !== null || text) onValueChange(null, { text });
    },
    [value, onValueChange, format, parse],
  );

  // Clearing a value makes Ark empty the input on its next frame (and so does a new era, which
  // makes the picker anew); text that is no date, typed or given, is put back after it, so the
  // person sees it next to the message about it.
  useEffect(() => {
    const text = unreadable.current ?? given;
    const input = inputRef.current;
    if (value !== null || !text || !input) return;
    let inner = 0;
    const outer = requestAnimationFrame(() => {
      inner = requestAnimationFrame(() => {
        if (input.value === '') input.value = text;
      });
    });
    return () => {
      cancelAnimationFrame(outer);
      cancelAnimationFrame(inner);
    };
  }, [value, given, era]);

  const onBlur = useCallback((event: FocusEvent<HTMLInputElement>) => commit(event.currentTarget), [commit]);
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
      // Before Ark's handler, which would select its focused day instead.
      event.preventDefault();
      commit(event.currentTarget);
    },
    [commit],
  );

  return { inputRef, onBlur, onKeyDown };
}
