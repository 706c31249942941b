/**
 * Texts of the calendar era (issue 32): the user menu's choice between Gregorian years (the
 * spec's) and the Buddhist era (year + 543), and what a date field says when it reads and writes
 * Buddhist-era years. In the Gregorian era the date fields keep the date picker's texts.
 */
export const CALENDAR_TEXTS = {
  /** The user menu's group of the two eras. */
  label: 'Calendar',
  gregorian: 'Gregorian (A.D.)',
  buddhist: 'Buddhist era (B.E.)',
  /** A date field's placeholder in the Buddhist era: the format and the era it is typed in. */
  buddhistDateFormat: 'DD/MM/YYYY (B.E.)',
  /** The hint under a date-time field in the Buddhist era. */
  buddhistDateTimeHint: 'DD/MM/YYYY HH:mm:ss (24-hour, B.E.)',
  /** The calendar's year list in the Buddhist era. */
  buddhistYearSelect: 'Select year (B.E.)',
} as const;
