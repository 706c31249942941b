/**
 * CSV exports read straight from SQL: each row comes from the cursor as one JSON array text
 * (json_build_array), which PGlite hands over many times faster than two dozen separate
 * columns; the cells are then neutralised and quoted by `csvStream`.
 */
import type { CsvValue } from './csv';
import { csvStream, SafeCell } from './csv';

/**
 * One column of an export: its header, the SQL expression and how to show the value. `safe`
 * columns (ids, codes, dates, amounts) can hold nothing a spreadsheet would
 * run or that needs quoting, so they skip the cell checks; every other column gets them.
 */
export interface CsvColumn {
  header: string;
  sql: string;
  safe?: boolean;
  format?: (value: never) => CsvValue;
}

/** The SELECT list giving one `j` column per row. */
export function csvSelect(columns: readonly CsvColumn[]): string {
  return `json_build_array(${columns.map((c) => c.sql).join(', ')})::text as j`;
}

/** The CSV text of rows read through `csvSelect`. */
export function csvOf(columns: readonly CsvColumn[], batches: AsyncIterable<{ j: string }[]>): AsyncGenerator<string> {
  return csvStream(
    columns.map((c) => c.header),
    batches,
    (row) => (JSON.parse(row.j) as unknown[]).map((value, i) => {
      const column = columns[i];
      const format = column?.format as ((v: unknown) => CsvValue) | undefined;
      const shown = format ? format(value) : (value as CsvValue);
      return column?.safe ? new SafeCell(shown) : shown;
    }),
  );
}
