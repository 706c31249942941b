/**
 * The one reader of a report's from/to dates, shared by the transaction search, the registration
 * search and the CSV export: both dates must be real (2026-11-31 and month 13 are not), from not
 * after to, and the span at most a number of calendar days. Each search names its own codes and
 * texts; the checks, their order and their fields are the same, so an invalid date is always
 * reported as invalid and never as a from after the to.
 */
import type { MessageKey } from '../../messages/message-types';
import type { Issue } from '../../core/validation';
import { asRecord } from '../../core/values';
import { formatTimestamp, toWallTime } from '../../dates/timestamp';
import type { WallTime } from '../../dates/wall-time';
import { daysBetween } from '../../dates/wall-time';

/** A check's catalogue key and its English text. */
export interface RangeCheckText {
  code: MessageKey;
  text: string;
}

/** Texts of the checks every range reader makes. */
export interface DateRangeTexts {
  fromInvalid: RangeCheckText;
  toInvalid: RangeCheckText;
  fromAfterTo: RangeCheckText;
}

/** Texts and the longest span of a search range. */
export interface DateRangeLimit extends DateRangeTexts {
  rangeTooLong: RangeCheckText;
  /** Longest span, in calendar days (today 00:00 to today 23:59 is 0 days). */
  maxDays: number;
}

/**
 * The two dates of `input.fromDate`/`input.toDate` (stored timestamps, ISO dates or `Date`s,
 * read in the business zone), or the issues that make them unusable.
 */
export function readDateRange(
  input: unknown,
  texts: DateRangeTexts,
  timeZone?: string,
): { issues: Issue[]; from: WallTime | null; to: WallTime | null } {
  const values = asRecord(input);
  const from = toWallTime(values.fromDate, timeZone);
  const to = toWallTime(values.toDate, timeZone);
  const issues: Issue[] = [];
  const add = (field: string, { code, text }: RangeCheckText) => issues.push({ field, code, text });
  if (!from) add('fromDate', texts.fromInvalid);
  if (!to) add('toDate', texts.toInvalid);
  if (from && to && formatTimestamp(from) > formatTimestamp(to)) add('fromDate', texts.fromAfterTo);
  return { issues, from, to };
}

/** Issues of a search range: the reader's, then the span against `limit.maxDays`. */
export function dateRangeIssues(input: unknown, limit: DateRangeLimit, timeZone?: string): Issue[] {
  const { issues, from, to } = readDateRange(input, limit, timeZone);
  if (issues.length === 0 && from && to && daysBetween(from, to) > limit.maxDays)
    issues.push({ field: 'toDate', code: limit.rangeTooLong.code, text: limit.rangeTooLong.text });
  return issues;
}
