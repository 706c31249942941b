/**
 * SQL literals for the one statement that cannot take bind parameters: COPY. Values come from
 * requests (a reference number filter, say), so they are escaped the way libpq's
 * PQescapeLiteral does it, which is safe whatever `standard_conforming_strings` is set to.
 */

/** One value as an SQL literal: text, a finite number, a boolean, null, or an array of those. */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return textLiteral(value);
  // An array becomes the text of an array value ('{"a","b"}'); the SQL casts it (`$1::text[]`).
  if (Array.isArray(value)) return textLiteral(`{${value.map(arrayElement).join(',')}}`);
  throw new TypeError(`no SQL literal for a ${typeof value}`);
}

function textLiteral(text: string): string {
  // PostgreSQL text cannot hold NUL; the bound parameter would have been refused as well.
  if (text.includes('\0')) throw new TypeError('text holds a NUL character');
  const quoted = `'${text.replace(/'/g, "''")}'`;
  // With a backslash, the E'' form says how it is meant whatever the server's settings.
  return text.includes('\\') ? ` E${quoted.replace(/\\/g, '\\\\')}` : quoted;
}

function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value !== 'string' && typeof value !== 'number') throw new TypeError(`no array element for a ${typeof value}`);
  return `"${String(value).replace(/[\\"]/g, (ch) => `\\${ch}`)}"`;
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
