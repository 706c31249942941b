import type { DateValue, DatePickerRootProps } from '@ark-ui/react/date-picker';
import type { AreaTranslation, CalendarEra, PortalLocale } from '@lego-portal/rules';
import { CALENDAR_TEXTS, DATE_PICKER_TEXTS, formatMessage } from '@lego-portal/rules';
import { useMemo } from 'react';
import { useDateFormat } from '../../provider/date-format';
import { useLocale, useTexts } from '../../texts/texts-context';
import { formatDisplayDate, parseDisplayDate } from './date-format';

/**
 * The Intl locale of the calendar in each language and era: its month and day names, and the
 * year a day is read out with. The values stay Gregorian in every era (Ark is given no other
 * calendar); only what a person reads and types follows the era (`useDateFormat`).
 */
export const CALENDAR_LOCALES: Readonly<Record<CalendarEra, Readonly<Record<PortalLocale, string>>>> = {
  gregorian: { en: 'en-GB', th: 'th-TH-u-ca-gregory' },
  buddhist: { en: 'en-GB-u-ca-buddhist', th: 'th-TH-u-ca-buddhist' },
};

type CalendarTranslations = NonNullable<DatePickerRootProps['translations']>;

/** What {@link useCalendarLocale} returns. */
interface CalendarLocale {
  /** Ark's `locale`: an Intl locale from {@link CALENDAR_LOCALES}. */
  locale: string;
  /** The era the field shows and reads. */
  era: CalendarEra;
  /** The input's placeholder: the format, and the era when it is not the spec's. */
  placeholder: string;
  /** The hint under a date-time field: its format, and the era when it is not the spec's. */
  dateTimeHint: string;
  /** Ark's `format` and `parse`: DD/MM/YYYY in the era. */
  format: (date: DateValue) => string;
  parse: (text: string) => DateValue | undefined;
  /** Ark's texts: the calendar's buttons, selects and days. */
  translations: CalendarTranslations;
  texts: AreaTranslation<'datePicker'>;
}

/**
 * The locale, era, texts and Ark's `translations` of a date picker in the portal's language and
 * the person's era. Only the day view is shown, so the previous and next buttons always move by a
 * month.
 */
export function useCalendarLocale(): CalendarLocale {
  const locale = useLocale();
  const { era } = useDateFormat();
  const texts = useTexts('datePicker', DATE_PICKER_TEXTS);
  const eraTexts = useTexts('calendar', CALENDAR_TEXTS);
  const buddhist = era === 'buddhist';
  // Ark reads a day out with the Gregorian calendar of its values whatever the locale says; in
  // the Buddhist era the day is written out here, its year in B.E. (วันพุธที่ 28 กุมภาพันธ์ พ.ศ. 2567).
  const eraDay = useMemo(() => {
    if (!buddhist) return null;
    const written = new Intl.DateTimeFormat(CALENDAR_LOCALES.buddhist[locale], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    return (day: DateValue) => written.format(new Date(Date.UTC(day.year, day.month - 1, day.day)));
  }, [buddhist, locale]);
  const translations = useMemo<CalendarTranslations>(
    () => ({
      content: texts.calendar,
      monthSelect: texts.monthSelect,
      yearSelect: buddhist ? eraTexts.buddhistYearSelect : texts.yearSelect,
      prevTrigger: () => texts.previousMonth,
      nextTrigger: () => texts.nextMonth,
      trigger: () => texts.openCalendar,
      dayCell: (day) => {
        const date = { date: eraDay ? eraDay(day.value) : day.valueText };
        if (day.unavailable) return formatMessage(texts.unavailableDay, date);
        if (day.firstInRange) return formatMessage(texts.rangeStart, date);
        if (day.lastInRange) return formatMessage(texts.rangeEnd, date);
        if (day.inRange) return formatMessage(texts.inRange, date);
        if (day.selected) return formatMessage(texts.selectedDay, date);
        return formatMessage(texts.chooseDay, date);
      },
    }),
    [texts, eraTexts, buddhist, eraDay],
  );
  const format = useMemo(() => (date: DateValue) => formatDisplayDate(date, era), [era]);
  const parse = useMemo(() => (text: string) => parseDisplayDate(text, era), [era]);
  return {
    locale: CALENDAR_LOCALES[era][locale],
    era,
    placeholder: buddhist ? eraTexts.buddhistDateFormat : texts.inputFormat,
    dateTimeHint: buddhist ? eraTexts.buddhistDateTimeHint : texts.dateTimeHint,
    format,
    parse,
    translations,
    texts,
  };
}
