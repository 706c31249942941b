/**
 * The report searches' date-time fields: the API's `YYYYMMDDHHmmss` and a datetime-local input's
 * value, both ways (the transaction report and the summary by status use the same fields).
 */

/** `YYYYMMDDHHmmss` as a datetime-local value `YYYY-MM-DDTHH:mm:ss`. */
export const toInputValue = (stamp: string) =>
  /^\d{14}$/.test(stamp) ? `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(8, 10)}:${stamp.slice(10, 12)}:${stamp.slice(12)}` : '';

/**
 * A datetime-local value as `YYYYMMDDHHmmss`; browsers leave out zero seconds, and an incomplete
 * or impossible date-time gives `''`, which the rules call invalid.
 */
export const toStamp = (input: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(input);
  return match ? `${match[1]}${match[2]}${match[3]}${match[4]}${match[5]}${match[6] ?? '00'}` : '';
};
