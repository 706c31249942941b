/**
 * The columns of the CSV exports. The database writes an export's rows through COPY (see
 * `db/copy-text.ts`), one line of U+001F-separated raw values each, and `csvBlockWriter` turns
 * blocks of those lines into CSV: values formatted, free text neutralised, cells quoted.
 */
import { copyBlocks } from '../db/copy-text';
import { csvLine, csvStream } from './csv';
import { csvBlockWriter } from './csv-block-writer';

/** How a column's cells are shown and checked before they are written. */
export type CsvColumnKind =
  /** Free text: formula starts are neutralised, commas, quotes and line breaks quoted (default). */
  | 'text'
  /**
   * Numbers, ids and codes: nothing a spreadsheet would run, so never neutralised (a negative
   * amount stays a number); quoted, like any cell, if it needs it.
   */
  | 'safe'
  /** A stored timestamp (YYYYMMDDHHmmss), shown as rules' formatDisplayDateTime shows it. */
  | 'timestamp';

/** One column of an export: its header, the SQL expression and how its value is shown. */
export interface CsvColumn {
  header: string;
  /** An SQL expression of the row; its text form is the cell's raw value (null: empty). */
  sql: string;
  kind?: CsvColumnKind;
  /** Shows a code by its label (a status code as its text); a code without one as it is. */
  labels?: ReadonlyMap<string, string>;
}

/** The SELECT list of an export: each column's expression, in order. */
export function csvSelectList(columns: readonly CsvColumn[]): string {
  return columns.map((c) => c.sql).join(', ');
}

/** COPY output is regrouped into blocks of about this many bytes (some 250 transactions). */
const BLOCK_BYTES = 64 * 1024;

/**
 * The CSV of an export: the header line, then the rows of `copyOutput`, the output of
 * `db.copyOut` for `select ${csvSelectList(columns)} ...`, one chunk per block of lines.
 */
export function csvOf(columns: readonly CsvColumn[], copyOutput: AsyncIterable<Uint8Array>): AsyncGenerator<string | Buffer> {
  return csvStream<Buffer, string | Buffer>(csvLine(columns.map((c) => c.header)), copyBlocks(copyOutput, BLOCK_BYTES), csvBlockWriter(columns));
}
