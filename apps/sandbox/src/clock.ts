/**
 * The sandbox's notion of now. Production code asks the clock, never `Date` directly, so tests
 * can move time (token expiry) without sleeping.
 */
import { toTimestamp } from '@lego-portal/rules';

/** A source of the current instant. */
export interface Clock {
  now(): Date;
}

/** The real clock. */
export const systemClock: Clock = { now: () => new Date() };

/** Now as a stored timestamp (`YYYYMMDDHHmmss` in the business zone). */
export function nowStamp(clock: Clock): string {
  return toTimestamp(clock.now());
}
