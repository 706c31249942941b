/**
 * When a pending customer change expires (issue 32): a change waits at most the configured number
 * of days (`--pending-expiry-days`, sandbox default 30) after its maker requested it; after that
 * it can only be rejected, so nobody approves what the maker asked for a month ago on values that
 * may no longer hold. Days are whole 24-hour days from the request's instant.
 */
import { timestampToDate, toTimestamp } from '@lego-portal/rules';

/** The sandbox's default expiry of a pending change, in days. */
export const DEFAULT_PENDING_EXPIRY_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A pending change's expiry as the contract gives it; without a request time, it never expires. */
export function expiryOf(createdDatetime: string | null, days: number, now: Date): { expiresDatetime?: string; expired: boolean } {
  const created = timestampToDate(createdDatetime);
  if (!created) return { expired: false };
  const expires = new Date(created.getTime() + days * DAY_MS);
  return { expiresDatetime: toTimestamp(expires), expired: now.getTime() >= expires.getTime() };
}
