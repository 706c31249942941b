import type { FieldError, RelativeRange } from '@lego-portal/rules';
import { formatCompactDate, formatIsoDate, parseTimestamp, resolveRelativeRange, validateSso250Date } from '@lego-portal/rules';
import { useCallback, useState } from 'react';
import { RANGE_PARAM, useOpeningView } from '../../../lists';
import type { IsoDate } from '../../../primitives/date-picker';
import type { SearchValues } from '../../../provider/navigation';
import { usePortal } from '../../../provider/portal-provider';

/** The query parameter of the report date: `YYYYMMDD`, Gregorian as every URL is. */
export const DATE_PARAM = 'date';

/** The report's name among the user's lists: its saved views are kept under it. */
export const SSO250_VIEWS = 'sso250';

/**
 * The relative ranges a view of this report may keep: one day, always inside the window
 * (today never is; the longer ranges are not one day).
 */
export const SSO250_RANGES: readonly RelativeRange[] = ['yesterday'];

/**
 * The day a query names, as given: a one-day relative `range` ({@link SSO250_RANGES}) resolved in
 * the business zone today, or else `date` as it is written (maybe no date at all); `''` when none.
 */
export function givenDay(values: SearchValues, timeZone: string): string {
  const range = SSO250_RANGES.find((entry) => entry === values[RANGE_PARAM]);
  return range ? resolveRelativeRange(range, { timeZone }).fromDate.slice(0, 8) : (values[DATE_PARAM] ?? '');
}

/** What the date field shows and says. */
export interface Sso250Field {
  /** The day, when the field holds one. */
  value: IsoDate | null;
  /** Text from a link that is no date, shown in the field as given; `''` otherwise. */
  text: string;
  /** Why the day cannot be downloaded (kept as the issue, so its text follows a language switch). */
  issue: FieldError | null;
}

/** The field of the day a link gives: shown as given, with the rules' message when it breaks them. */
function fieldOf(day: string, timeZone: string): Sso250Field {
  const wall = parseTimestamp(day);
  const [issue] = day ? validateSso250Date({ reportDate: day }, { timeZone }).errors : [];
  return { value: wall ? formatIsoDate(wall) : null, text: wall ? '' : day, issue: issue ?? null };
}

/**
 * The report date of the SSO 250 screen, kept in the URL (`?date=YYYYMMDD`, or `?range=yesterday`
 * as a saved view keeps it), so a reload, a link or a saved view opens the same day. A day the
 * URL gives (a link, Back, a view chosen, the default view of a plain URL) is checked at once: a
 * bad one shows at the field with its message. A day the person chooses writes the URL, replacing
 * the history entry (choosing is not a search), and is checked on Download as before.
 */
export function useSso250Date() {
  const { navigation, timeZone } = usePortal();
  const [shown, setValues] = navigation.useSearchState();
  // Opened plain, the default saved view is read from the start (the Views menu writes it to the URL).
  const { values, settle } = useOpeningView(SSO250_VIEWS, shown);
  const given = givenDay(values, timeZone);
  const [field, setField] = useState(() => fieldOf(given, timeZone));
  // The URL's day this field last followed or wrote: another one comes from outside.
  const [seen, setSeen] = useState(given);
  if (given !== seen) {
    setSeen(given);
    setField(fieldOf(given, timeZone));
  }

  /** The person chose a day, or cleared it (text that is no date stays in the field, out of the URL). */
  const choose = useCallback(
    (next: IsoDate | null) => {
      settle();
      const day = next ? formatCompactDate(parseTimestamp(next)!) : '';
      setSeen(day);
      setField({ value: next, text: '', issue: null });
      // The same day as a relative range gives keeps the range: the view 'Yesterday' stays current.
      if (day !== given) setValues(day ? { [DATE_PARAM]: day } : {}, { replace: true });
    },
    [settle, given, setValues],
  );
  const setIssue = useCallback((issue: FieldError | null) => setField((last) => ({ ...last, issue })), []);

  return { field, day: given, choose, setIssue };
}
