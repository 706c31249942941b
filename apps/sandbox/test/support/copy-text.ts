/**
 * COPY's text form of a row, written the way the server writes it (see src/db/copy-text.ts), so
 * the readers can be tested on any values without a database: null and '' as nothing, and a
 * backslash before a backslash, the separator and each control character COPY escapes.
 */
const ESCAPES: Record<string, string> = { '\b': 'b', '\f': 'f', '\n': 'n', '\r': 'r', '\t': 't', '\v': 'v' };

export function copyTextLine(values: readonly (string | null)[]): string {
  // eslint-disable-next-line no-control-regex -- the separator and the controls are the point
  return values.map((v) => (v ?? '').replace(/[\\\u001f\b\f\n\r\t\v]/g, (ch) => `\\${ESCAPES[ch] ?? ch}`)).join('\u001f');
}
