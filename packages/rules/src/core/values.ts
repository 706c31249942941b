/**
 * Tolerant readers: validators accept `unknown` so that a server can pass a request body as it
 * came, and none of them throws on a wrong shape.
 */

/** A plain record view of anything (non-objects become `{}`). */
export type Values = Readonly<Record<string, unknown>>;

/** `input` when it is a non-array object, otherwise an empty record. */
export function asRecord(input: unknown): Values {
  return typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Values) : {};
}

/** `input` when it is an array, otherwise an empty one. */
export function asArray(input: unknown): readonly unknown[] {
  return Array.isArray(input) ? input : [];
}

/** Text of a string or finite number; anything else reads as ''. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** True when the value reads as empty or whitespace only. */
export function isBlank(value: unknown): boolean {
  return text(value).trim() === '';
}

/** A Y/N flag (also accepting booleans) read as a boolean. */
export function isYes(value: unknown): boolean {
  return value === true || value === 'Y';
}
