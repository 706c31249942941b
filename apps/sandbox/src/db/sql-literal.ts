/**
 * SQL literals for the one statement that cannot take bind parameters: COPY. Values come from
 * requests (a reference number filter, say), so text is quoted by node-postgres's
 * `escapeLiteral` (libpq's PQescapeLiteral: safe whatever `standard_conforming_strings` says).
 */
import pg from 'pg';

/** One value as an SQL literal: text, a finite number, a boolean, null, or an array of those. */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string') {
    // A statement's text ends at a NUL, and PostgreSQL text cannot hold one: the bound parameter
    // would have been refused as well.
    if (value.includes('\0')) throw new TypeError('text holds a NUL character');
    return pg.escapeLiteral(value);
  }
  // The SQL casts an array (`$1::text[]`), which also types an empty one.
  if (Array.isArray(value)) return `array[${value.map(sqlLiteral).join(',')}]`;
  throw new TypeError(`no SQL literal for a ${typeof value}`);
}

/**
 * `sql` with each `$n` replaced by the literal of `params[n - 1]`. The SQL is the sandbox's own
 * (the filters build it), and holds `$` only as a placeholder, never inside a quoted string.
 */
export function inlineParams(sql: string, params: readonly unknown[]): string {
  return sql.replace(/\$(\d+)/g, (_, n: string) => {
    const index = Number(n) - 1;
    if (index < 0 || index >= params.length) throw new RangeError(`no value for $${n}`);
    return sqlLiteral(params[index]);
  });
}
