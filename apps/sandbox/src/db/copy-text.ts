/**
 * Exports read rows through COPY, PostgreSQL's bulk output, instead of a cursor's FETCH: the
 * server writes every row as one line of its text format, and the client splits lines instead of
 * decoding a protocol message per row and a value per column. On PGlite this made a 30-day
 * export of 25 800 transactions about three times faster (measured: COPY 110 ms against 250 ms
 * for declaring and fetching a cursor of the same rows as one text column each).
 *
 * The text format used here: columns separated by U+001F (the unit separator, which free text
 * practically never holds), null written as nothing, and a backslash before a backslash, a
 * separator inside a value, and the control characters \b \f \n \r \t \v (written as letters).
 */
import { inlineParams } from './sql-literal';

/** Between two columns of a COPY line. */
export const COPY_SEPARATOR = '\u001f';

/**
 * The COPY statement that writes the rows of `sql` to `target` (`stdout`, or PGlite's
 * `'/dev/blob'`). COPY takes no bind parameters, so `params` are written into the SQL as
 * escaped literals (see `inlineParams`).
 */
export function copyStatement(sql: string, params: readonly unknown[], target: string): string {
  return `copy (${inlineParams(sql, params)}) to ${target} with (format text, delimiter E'\\x1f', null '')`;
}

/** The letters COPY writes after a backslash for control characters. */
const ESCAPED: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

/**
 * The values of one COPY line (without its newline). A line without a backslash is split as it
 * is; otherwise each escape is read, so an escaped separator stays inside its value.
 */
export function copyCells(line: string): string[] {
  if (!line.includes('\\')) return line.split(COPY_SEPARATOR);
  const cells: string[] = [];
  let cell = '';
  for (let at = 0; at < line.length; at += 1) {
    const ch = line[at]!;
    if (ch === '\\' && at + 1 < line.length) {
      at += 1;
      const next = line[at]!;
      cell += ESCAPED[next] ?? next;
    } else if (ch === COPY_SEPARATOR) {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}

const LF = 0x0a;

/**
 * Regroups COPY output (chunks cut anywhere, even inside a character) into blocks of whole
 * lines of about `blockBytes` each, so the writer works on many rows at a time and never on a
 * cut line. The blocks share memory with the chunks.
 */
export async function* copyBlocks(chunks: AsyncIterable<Uint8Array>, blockBytes: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    pending.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    size += chunk.byteLength;
    if (size < blockBytes) continue;
    const joined = pending.length === 1 ? pending[0]! : Buffer.concat(pending, size);
    const cut = joined.lastIndexOf(LF) + 1;
    let start = 0;
    // One large chunk (PGlite's whole export) is handed on in pieces of about blockBytes.
    while (cut - start > 2 * blockBytes) {
      const end = joined.indexOf(LF, start + blockBytes) + 1;
      yield joined.subarray(start, end);
      start = end;
    }
    if (cut > start) yield joined.subarray(start, cut);
    pending = [joined.subarray(Math.max(cut, start))];
    size = pending[0]!.length;
  }
  if (size === 0) return;
  const rest = Buffer.concat(pending, size);
  // COPY ends every line with a newline, so anything else would be a cut-off stream.
  if (rest[rest.length - 1] !== LF) throw new Error('COPY output ended inside a line');
  yield rest;
}
