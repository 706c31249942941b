import type { Schemas } from '@lego-portal/api-client';
import type { RegistrationStatusCode } from '@lego-portal/rules';
import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  formatIsoDate,
  lastDaysRange,
  PAGE_SIZES,
  parseTimestamp,
  REGISTRATION_STATUSES,
  validateRegistrationSearch,
} from '@lego-portal/rules';
import type { IsoDate } from '../../../primitives/date-picker';
import type { SearchValues } from '../../../provider/navigation';

/** The registration list request (`POST /api/lego-report/ext/registration/list`). */
export type RegistrationCriteria = Schemas['RegistrationCriteria'];

/** The status filter: `''` is All. */
export type RegistrationStatusFilter = '' | RegistrationStatusCode;

/** The date range, sort and page both registration reports keep in the URL. */
export interface RegistrationListState {
  /** First day of the range, `YYYY-MM-DD` in the business zone. */
  from: IsoDate;
  /** Last day of the range, inclusive. */
  to: IsoDate;
  sort: { column: string; direction: 'asc' | 'desc' };
  page: number;
  size: number;
}

/** Both reports start newest first (the contract's default `sortField`). */
export const DEFAULT_REGISTRATION_SORT = { column: 'createdDateTime', direction: 'desc' } as const;

/** Spec section 9: registration and monitoring open on the last 30 days. */
const DEFAULT_DAYS = 30;

/** Pages beyond this are treated as typos in a hand-edited URL. */
const MAX_PAGE = 100_000;

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const isoOf = (stamp: string) => {
  const wall = parseTimestamp(stamp);
  return wall ? formatIsoDate(wall) : '';
};

/** The default range today, in the business zone: 30 days ago through today. */
export function defaultRegistrationDates(timeZone?: string): { from: IsoDate; to: IsoDate } {
  const range = lastDaysRange(DEFAULT_DAYS, { timeZone });
  return { from: isoOf(range.fromDate), to: isoOf(range.toDate) };
}

/** A real calendar day written `YYYY-MM-DD` (so `2026-02-31` from a bad link is not one). */
export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && ISO.test(value) && parseTimestamp(`${value.replaceAll('-', '')}000000`) !== null;
}

export const isRegistrationStatus = (value: unknown): value is RegistrationStatusCode =>
  REGISTRATION_STATUSES.some((entry) => entry.code === value);

/**
 * Reads the range, sort and page from the query string. Anything unexpected (a hand-edited or old
 * link: `page=abc`, `size=7`, `from=yesterday`, `sort=evil`, a from after the to, a range longer
 * than the rules' registration search allows) falls back to its
 * default instead of failing, because the server would refuse it and the user would see an error
 * for a bad bookmark.
 */
export function parseRegistrationListState(values: SearchValues, sortColumns: readonly string[], timeZone?: string): RegistrationListState {
  const defaults = defaultRegistrationDates(timeZone);
  const page = /^\d{1,6}$/.test(values.page ?? '') ? Number(values.page) : DEFAULT_PAGE;
  const size = Number(values.size);
  const column = sortColumns.includes(values.sort ?? '') ? values.sort! : DEFAULT_REGISTRATION_SORT.column;
  const direction =
    values.dir === 'asc' || values.dir === 'desc' ? values.dir : column === DEFAULT_REGISTRATION_SORT.column ? DEFAULT_REGISTRATION_SORT.direction : 'asc';
  const from = isIsoDate(values.from) ? values.from : defaults.from;
  const to = isIsoDate(values.to) ? values.to : defaults.to;
  const usable = dateRangeProblem({ from, to }) === null;
  return {
    from: usable ? from : defaults.from,
    to: usable ? to : defaults.to,
    sort: { column, direction },
    page: page >= 1 && page <= MAX_PAGE ? page : DEFAULT_PAGE,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/**
 * The query-string values of a range, sort and page; defaults are left out, so the plain report
 * has a plain URL and its range moves on with the calendar (a bookmark opens the last 30 days, one
 * with only a from date runs to today).
 */
export function registrationListValues(state: RegistrationListState, timeZone?: string): SearchValues {
  const defaults = defaultRegistrationDates(timeZone);
  const defaultSort = state.sort.column === DEFAULT_REGISTRATION_SORT.column && state.sort.direction === DEFAULT_REGISTRATION_SORT.direction;
  return {
    from: state.from === defaults.from ? '' : state.from,
    to: state.to === defaults.to ? '' : state.to,
    sort: defaultSort ? '' : state.sort.column,
    dir: defaultSort ? '' : state.sort.direction,
    page: state.page === DEFAULT_PAGE ? '' : String(state.page),
    size: state.size === DEFAULT_PAGE_SIZE ? '' : String(state.size),
  };
}

/** The range (whole days: 00:00:00 of the first to 23:59:59 of the last), sort and page of a request. */
export function registrationListCriteria(state: RegistrationListState): Omit<RegistrationCriteria, 'customerRegFlag'> {
  const compact = (iso: IsoDate) => iso.replaceAll('-', '');
  return {
    fromDate: `${compact(state.from)}000000`,
    toDate: `${compact(state.to)}235959`,
    pageNo: state.page,
    pageSize: state.size,
    sortField: state.sort.column,
    sortDirection: state.sort.direction,
  };
}

/** A problem of a chosen range: the name of its `registrationReport` text. */
export type DateRangeProblem = 'fromInvalid' | 'toInvalid' | 'fromAfterTo' | 'rangeTooLong';

/**
 * The first problem of a chosen range, found by the rules' registration search (the server's own
 * check: real days, from not after to, at most `REGISTRATION_SEARCH_MAX_DAYS`) on the range as a
 * request sends it; `null` when usable.
 */
export function dateRangeProblem(range: { from: IsoDate | null; to: IsoDate | null }): DateRangeProblem | null {
  // Only `YYYY-MM-DD` is a picked day; the rules would also read other spellings.
  const stamp = (iso: IsoDate | null, time: string) => (typeof iso === 'string' && ISO.test(iso) ? `${iso.replaceAll('-', '')}${time}` : null);
  const [first] = validateRegistrationSearch({ fromDate: stamp(range.from, '000000'), toDate: stamp(range.to, '235959') }).errors;
  return first ? (first.code.slice('registrationReport.'.length) as DateRangeProblem) : null;
}
