/**
 * The CSV exports' writer, through a real COPY on PGlite and on a PostgreSQL server (skipped,
 * with the reason printed, only when none is installed), and on any values: every line is what
 * the cell writer (`csvCell`, and rules' date format) makes of the shown values, whether a cell
 * was copied as it is or written again (escapes, quotes, formulas, labels, dates).
 */
import { formatDisplayDateTime } from '@lego-portal/rules';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { csvCell, csvLine, csvQuoted } from '../src/reports/csv';
import type { CsvColumn } from '../src/reports/csv-columns';
import { csvOf, csvRows, csvSelectList } from '../src/reports/csv-columns';
import { copyTextLine } from './support/copy-text';
import { storageEngines } from './support/engines';

const LABELS = new Map([
  ['A1', 'Active'],
  ['C3', 'Closed, for now'],
  ['F9', '=formula label'],
  ['TH', 'ใช้งาน'],
]);

/** A labelled column first, a timestamp last: the writer finds cells by position. */
const COLUMNS: readonly CsvColumn[] = [
  { header: 'Code', sql: 'code', kind: 'safe', labels: LABELS },
  { header: 'Id', sql: 'id', kind: 'safe' },
  { header: 'Name', sql: 'name' },
  { header: 'Amount', sql: 'amount', kind: 'safe' },
  { header: 'Status', sql: 'code', labels: LABELS },
  { header: 'Note', sql: 'note' },
  { header: 'Stamp', sql: 'stamp', kind: 'timestamp' },
];

type Row = [number, string | null, string | null, string | null, string | null, string | null];
/** Raw rows (id, name, code, stamp, amount, note): what a user or another system could store. */
const ROWS: Row[] = [
  [1, 'Plain name', 'A1', '20261122143005', '-10.50', null],
  [2, '=HYPERLINK("http://evil.example")', null, null, null, '+SUM(A1:A9)'],
  [3, 'unit\u001fseparator', 'C3', '20261122143005', '0.00', 'back\\slash'],
  [4, 'comma, "quote"\r\nand lines', 'F9', '20261122143005', '3.25', '\tTabbed'],
  [5, 'ภาษาไทย ✓ 🙂', 'TH', '20240229000000', '99999999999.99', '@cmd'],
  [6, '', 'Z\u001f9', '20230229000000', '0.01', ''],
  [7, '-1', '-X', '20261122246000', null, '\r'],
];

/** The shown text of each cell, then neutralised (free text) or quoted as the reference does. */
function expectedLine(values: readonly (string | null)[]): string {
  return `${COLUMNS.map((column, i) => {
    const raw = values[i] ?? '';
    const shown = raw === '' ? '' : column.labels ? (column.labels.get(raw) ?? raw) : column.kind === 'timestamp' ? formatDisplayDateTime(raw) : raw;
    return (column.kind ?? 'text') === 'text' ? csvCell(shown) : csvQuoted(shown);
  }).join(',')}\r\n`;
}
/** The values of a row in the columns' order. */
const valuesOf = ([id, name, code, stamp, amount, note]: Row) => [code, String(id), name, amount, code, note, stamp];

const { engines, skipped } = storageEngines('csv tests');

describe.each(engines)('csvOf over COPY on $name', ({ open }) => {
  let db: Database | null = null;
  beforeAll(async () => {
    db = await open('csv_columns');
    if (!db) return;
    // char(14) like the stored timestamps, numeric(14, 2) like the amounts.
    await db.exec('create table export_sample (id int primary key, name text, code text, stamp char(14), amount numeric(14, 2), note text)');
    for (const row of ROWS) await db.query('insert into export_sample values ($1, $2, $3, $4, $5, $6)', row);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  async function exportAll(from: Database): Promise<string> {
    let csv = '';
    for await (const chunk of csvOf(COLUMNS, from.copyOut(`select ${csvSelectList(COLUMNS)} from export_sample where id > $1 order by id`, [0]))) {
      csv += chunk.toString();
    }
    return csv;
  }

  it('write the header, then every row as the reference writer writes its shown values', async (ctx) => {
    if (!db) return ctx.skip(skipped());
    expect(await exportAll(db)).toBe(csvLine(COLUMNS.map((c) => c.header)) + ROWS.map((row) => expectedLine(valuesOf(row))).join(''));
  });

  it('write dates as DD/MM/YYYY HH:mm:ss, labels for codes, and negative amounts as numbers', async (ctx) => {
    if (!db) return ctx.skip(skipped());
    const csv = await exportAll(db);
    expect(csv).toContain('\r\nActive,1,Plain name,-10.50,Active,,22/11/2026 14:30:05\r\n');
    expect(csv).toContain(`\r\nใช้งาน,5,ภาษาไทย ✓ 🙂,99999999999.99,ใช้งาน,'@cmd,29/02/2024 00:00:00\r\n`);
    // Not a real date (29 February 2023), or not a real time: nothing, as the portal shows it.
    expect(csv).toContain(`\r\nZ\u001f9,6,,0.01,Z\u001f9,,\r\n`);
    // A safe code is never neutralised; the same code as free text is, and so are '-1' and a CR.
    expect(csv.endsWith(`\r\n-X,7,'-1,,'-X,"'\r",\r\n`)).toBe(true);
  });

  it('write only the header when nothing matches', async (ctx) => {
    if (!db) return ctx.skip(skipped());
    let csv = '';
    for await (const chunk of csvOf(COLUMNS, db.copyOut(`select ${csvSelectList(COLUMNS)} from export_sample where id < 0`, []))) csv += chunk.toString();
    expect(csv).toBe(csvLine(COLUMNS.map((c) => c.header)));
  });
});

describe('csvRows on any values', () => {
  const awkward = fc.constantFrom('=1+1', '+', '-5.00', '@x', '\t', '\r', '"', ',', '\\', '\u001f', 'A1', 'C3', 'F9', 'TH', '20261122143005', '20230229000000', 'ภาษาไทย');
  const value = fc.option(fc.oneof(awkward, fc.string({ unit: 'binary', maxLength: 12 }).map((s) => s.replace(/\0/g, '')), fc.stringMatching(/^\d{14}$/)), { nil: null });

  it('writes each line as the reference does, in any block of lines', () => {
    const write = csvRows(COLUMNS);
    fc.assert(
      fc.property(fc.array(fc.array(value, { minLength: COLUMNS.length, maxLength: COLUMNS.length }), { minLength: 1, maxLength: 5 }), (rows) => {
        const block = Buffer.from(rows.map((row) => `${copyTextLine(row)}\n`).join(''));
        expect(write(block).toString('utf8')).toBe(rows.map(expectedLine).join(''));
      }),
      { numRuns: 3000 },
    );
  });
});
