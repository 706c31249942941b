/** Report date ranges relative to now, in the business time zone. */
import { addDays, formatCompactDate, todayIn } from '@lego-portal/rules';

/** `YYYYMMDD000000`..`YYYYMMDD235959` from `fromDaysAgo` to `toDaysAgo` days before today. */
export function range(fromDaysAgo: number, toDaysAgo = 0): { fromDate: string; toDate: string } {
  const today = todayIn();
  return {
    fromDate: `${formatCompactDate(addDays(today, -fromDaysAgo))}000000`,
    toDate: `${formatCompactDate(addDays(today, -toDaysAgo))}235959`,
  };
}

/** `YYYYMMDD` of `daysAgo` days before today. */
export function dayAgo(daysAgo: number): string {
  return formatCompactDate(addDays(todayIn(), -daysAgo));
}
