/**
 * CSV writing (RFC 4180) with formula-injection neutralisation: a text cell beginning with
 * = + - @ tab or carriage return is prefixed with a single quote, so a spreadsheet shows it as
 * text instead of running it. Cells with a comma, quote or line break are quoted.
 */

/** A cell value; numbers and null are written as they are (numbers never need neutralising). */
export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
/** Either of the above: most cells match neither, and one test settles them. */
const NEEDS_CARE = /^[=+\-@\t\r]|[",\r\n]/;

/** One cell, neutralised and quoted as needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (!NEEDS_CARE.test(value)) return value;
  return csvQuoted(FORMULA_START.test(value) ? `'${value}` : value);
}

/** A text quoted when it holds a comma, quote or line break, and not neutralised (ids, codes). */
export function csvQuoted(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
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
