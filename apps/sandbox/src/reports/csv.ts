/**
 * The sandbox's one CSV writer (RFC 4180) with formula-injection neutralisation: a free-text cell
 * beginning with = + - @ tab or carriage return is prefixed with a single quote, so a spreadsheet
 * shows it as text instead of running it; a cell with a comma, quote or line break is quoted.
 * It writes bytes, because an export writes hundreds of thousands of cells straight from COPY's
 * output (see `csv-columns.ts`); the string forms below (headers, labels) go through it too.
 */

/** A cell value; numbers and null are written as they are (numbers never need neutralising). */
export type CsvValue = string | number | null | undefined;

const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const BACKSLASH = 0x5c;

const bytesOf = (chars: string) => {
  const table = new Uint8Array(256);
  for (const ch of chars) table[ch.charCodeAt(0)] = 1;
  return table;
};
/** Bytes that start a formula in a free-text cell. */
const FORMULA = bytesOf('=+-@\t\r');
/** Bytes that make a cell quoted. */
const QUOTED = bytesOf('",\r\n');
/** The byte each of COPY's escapes stands for (a backslash before anything else: that thing). */
const UNESCAPED = Uint8Array.from({ length: 256 }, (_, byte) => byte);
for (const [letter, byte] of Object.entries({ b: 8, f: 12, n: 10, r: 13, t: 9, v: 11 })) UNESCAPED[letter.charCodeAt(0)] = byte;

/** How a cell is written: `free` text is neutralised; `escaped` text is COPY's (backslash escapes). */
export interface CellOptions {
  free: boolean;
  escaped: boolean;
}

/** The most bytes `writeCell` writes for `length` bytes of text: each one a quote doubled, plus the quotes and the `'`. */
export const cellRoom = (length: number) => 2 * length + 3;

/**
 * Writes the text `source[start, end)` as a CSV cell into `out` at `at` (which has `cellRoom`
 * bytes of room) and returns where the cell ends.
 */
export function writeCell(source: Uint8Array, start: number, end: number, out: Uint8Array, at: number, { free, escaped }: CellOptions): number {
  let first = -1;
  let quoted = false;
  for (let i = start; i < end; i += 1) {
    const byte = escaped && source[i] === BACKSLASH && i + 1 < end ? UNESCAPED[source[++i]!]! : source[i]!;
    if (first < 0) first = byte;
    if (QUOTED[byte]) quoted = true;
  }
  let o = at;
  if (quoted) out[o++] = QUOTE;
  if (free && first >= 0 && FORMULA[first]) out[o++] = APOSTROPHE;
  for (let i = start; i < end; i += 1) {
    const byte = escaped && source[i] === BACKSLASH && i + 1 < end ? UNESCAPED[source[++i]!]! : source[i]!;
    if (byte === QUOTE) out[o++] = QUOTE;
    out[o++] = byte;
  }
  if (quoted) out[o++] = QUOTE;
  return o;
}

/** The cell of a text, written by `writeCell`. */
export function csvText(text: string, options: CellOptions): string {
  const source = Buffer.from(text, 'utf8');
  const out = Buffer.allocUnsafe(cellRoom(source.length));
  return out.toString('utf8', 0, writeCell(source, 0, source.length, out, 0, options));
}

/** One cell, neutralised and quoted as needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  return csvText(value, { free: true, escaped: false });
}

/** A text quoted when it holds a comma, quote or line break, and not neutralised (ids, codes). */
export function csvQuoted(text: string): string {
  return csvText(text, { free: false, escaped: false });
}

/** One line, ending with CRLF. */
export function csvLine(cells: readonly CsvValue[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * Streams a CSV: the header line first (so the first byte leaves at once), then the text of each
 * batch from `batches` (a database export), written by `render`.
 */
export async function* csvStream<Batch, Chunk = string>(
  header: string,
  batches: AsyncIterable<Batch>,
  render: (batch: Batch) => Chunk,
): AsyncGenerator<string | Chunk> {
  yield header;
  // Let the header leave before the first (blocking, for PGlite) database read.
  await new Promise((resolve) => setImmediate(resolve));
  for await (const batch of batches) yield render(batch);
}
