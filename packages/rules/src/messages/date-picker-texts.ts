/**
 * Texts of the date pickers. The calendar's names of months and days come from the locale
 * (`Intl`); these are the rest, including what the calendar reads out for a day (`{date}`: the
 * day written out in the locale).
 */
export const DATE_PICKER_TEXTS = {
  openCalendar: 'Open calendar',
  /** The input's placeholder: the format a date is typed in, the same in every language. */
  inputFormat: 'DD/MM/YYYY',
  /** Accessible names of the two inputs of a range. */
  fromDate: 'From date',
  toDate: 'To date',
  calendar: 'calendar',
  monthSelect: 'Select month',
  yearSelect: 'Select year',
  previousMonth: 'Switch to previous month',
  nextMonth: 'Switch to next month',
  chooseDay: 'Choose {date}',
  selectedDay: 'Selected date. {date}',
  unavailableDay: 'Not available. {date}',
  rangeStart: 'Starting range from {date}',
  rangeEnd: 'Range ending at {date}',
  inRange: 'In range. {date}',
  // Issue 30: the date-time fields of the reports (typed DD/MM/YYYY HH:mm:ss, 24-hour, in every locale).
  /** A date-time field's placeholder: the format it is typed in. */
  dateTimeFormat: 'DD/MM/YYYY HH:mm:ss',
  /** The hint under a date-time field. */
  dateTimeHint: 'DD/MM/YYYY HH:mm:ss (24-hour)',
} as const;
