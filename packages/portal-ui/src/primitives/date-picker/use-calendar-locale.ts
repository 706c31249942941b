import type { DatePickerRootProps } from '@ark-ui/react/date-picker';
import type { AreaTranslation, PortalLocale } from '@lego-portal/rules';
import { DATE_PICKER_TEXTS, formatMessage } from '@lego-portal/rules';
import { useMemo } from 'react';
import { useLocale, useTexts } from '../../texts/texts-context';

/**
 * The Intl locale of the calendar in each language: its month and day names. Thai keeps the
 * Gregorian year (`-u-ca-gregory`), as every date the portal shows, types and exports does
 * (rules README, "Dates and amounts per locale").
 */
export const CALENDAR_LOCALES: Readonly<Record<PortalLocale, string>> = { en: 'en-GB', th: 'th-TH-u-ca-gregory' };

type CalendarTranslations = NonNullable<DatePickerRootProps['translations']>;

/** What {@link useCalendarLocale} returns. */
interface CalendarLocale {
  /** Ark's `locale`: an Intl locale from {@link CALENDAR_LOCALES}. */
  locale: string;
  /** The input's placeholder. */
  placeholder: string;
  /** Ark's texts: the calendar's buttons, selects and days. */
  translations: CalendarTranslations;
  texts: AreaTranslation<'datePicker'>;
}

/**
 * The locale, the texts and Ark's `translations` of a date picker in the portal's language.
 * Only the day view is shown, so the previous and next buttons always move by a month.
 */
export function useCalendarLocale(): CalendarLocale {
  const locale = useLocale();
  const texts = useTexts('datePicker', DATE_PICKER_TEXTS);
  const translations = useMemo<CalendarTranslations>(
    () => ({
      content: texts.calendar,
      monthSelect: texts.monthSelect,
      yearSelect: texts.yearSelect,
      prevTrigger: () => texts.previousMonth,
      nextTrigger: () => texts.nextMonth,
      trigger: () => texts.openCalendar,
      dayCell: (day) => {
        const date = { date: day.valueText };
        if (day.unavailable) return formatMessage(texts.unavailableDay, date);
        if (day.firstInRange) return formatMessage(texts.rangeStart, date);
        if (day.lastInRange) return formatMessage(texts.rangeEnd, date);
        if (day.inRange) return formatMessage(texts.inRange, date);
        if (day.selected) return formatMessage(texts.selectedDay, date);
        return formatMessage(texts.chooseDay, date);
      },
    }),
    [texts],
  );
  return { locale: CALENDAR_LOCALES[locale], placeholder: texts.inputFormat, translations, texts };
}
