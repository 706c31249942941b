/**
 * The SQL side of the CSV exports, on PGlite and on a real PostgreSQL server (skipped, with the
 * reason printed, only when none is installed): every row's cells, whatever their text, come out
 * as the reference cell writer (`csvCell`) writes the raw values.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { openPglite } from '../src/db/pglite-database';
import { openPostgres } from '../src/db/postgres-database';
import { csvCell, csvLine } from '../src/reports/csv';
import type { CsvColumn } from '../src/reports/csv-columns';
import { csvOf, csvSelect } from '../src/reports/csv-columns';
import type { TestPostgres } from './support/postgres';
import { startPostgres } from './support/postgres';

const COLUMNS: readonly CsvColumn[] = [
  // Formats on the first, two adjacent and the last column: the fast path cuts cells by position.
  { header: 'Id', sql: 'id', kind: 'number', format: (id) => `#${id}` },
  { header: 'Name', sql: 'name' },
  { header: 'Code', sql: 'code', kind: 'safe', format: (code) => `<${code}>` },
  { header: 'Stamp', sql: 'stamp', kind: 'safe', format: (stamp) => `[${stamp}]` },
  { header: 'Amount', sql: 'amount', kind: 'number' },
  { header: 'Note', sql: 'note', format: (note) => `${note}.` },
];

/** Raw rows: the awkward texts a user or another system could have stored. */
const ROWS: [number, string | null, string | null, string | null, string | null, string | null][] = [
  [1, 'Plain name', 'A1', '20261122143005', '10.50', null],
  [2, '=HYPERLINK("http://evil.example")', null, null, null, '+SUM(A1:A9)'],
  [3, 'unit\u001fseparator', 'C3', '20261122143005', '0.00', 'L\u001fstarts like a line'],
  [4, 'L', 'L', '20261122143005', '1.00', '["looks", "like", "json"]'],
  [5, 'comma, "quote"\r\nand lines', 'X', '20261122143005', '-3.25', '\tTabbed'],
  [6, 'ภาษาไทย ✓ 🙂', 'TH', '20261122143005', '99999999999.99', '@cmd'],
  [7, '', '', '20261122143005', '0.01', ''],
];

/** What the export must write for a row: numbers as they are (never neutralised), text checked. */
const expectedLine = ([id, name, code, stamp, amount, note]: (typeof ROWS)[number]) =>
  `${[`#${id}`, csvCell(name), code ? `<${code}>` : '', stamp ? `[${stamp}]` : '', amount ?? '', csvCell(note ? `${note}.` : note)].join(',')}\r\n`;

let postgres: TestPostgres | null = null;
let skipped = '';
beforeAll(async () => {
  const started = await startPostgres();
  if ('skipped' in started) {
    skipped = started.skipped;
    console.warn(`[csv tests] PostgreSQL cases skipped: ${skipped}`);
  } else postgres = started;
}, 120_000);
afterAll(() => postgres?.stop());

const ENGINES = [
  { name: 'PGlite', open: async (): Promise<Database | null> => openPglite() },
  { name: 'PostgreSQL', open: async (): Promise<Database | null> => (postgres ? openPostgres(await postgres.createDatabase('csv_columns')) : null) },
];

describe.each(ENGINES)('csvSelect and csvOf on $name', ({ open }) => {
  let db: Database | null = null;
  beforeAll(async () => {
    db = await open();
    if (!db) return;
    // char(14) like the stored timestamps: the line and the JSON fallback must write it alike.
    await db.exec('create table export_sample (id int primary key, name text, code text, stamp char(14), amount numeric(14, 2), note text)');
    for (const row of ROWS) await db.query('insert into export_sample values ($1, $2, $3, $4, $5, $6)', row);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  async function exportAll(from: Database, batchSize: number): Promise<string> {
    const rows = from.cursor<{ l: string }>(`select ${csvSelect(COLUMNS)} from export_sample order by id`, [], batchSize);
    let csv = '';
    for await (const chunk of csvOf(COLUMNS, rows)) csv += chunk;
    return csv;
  }

  it('write every row as the reference writer writes its raw values, header first', async (ctx) => {
    if (!db) return ctx.skip(skipped);
    expect(await exportAll(db, 3)).toBe(csvLine(COLUMNS.map((c) => c.header)) + ROWS.map(expectedLine).join(''));
  });

  it('give the same text whatever the batch size', async (ctx) => {
    if (!db) return ctx.skip(skipped);
    expect(await exportAll(db, 1)).toBe(await exportAll(db, 100));
  });

  it('write a row whose id, code or stamp holds the separator as it is, too', async (ctx) => {
    if (!db) return ctx.skip(skipped);
    const odd: (typeof ROWS)[number] = [8, 'clean', 'C\u001f8', null, '1.00', 'clean'];
    await db.query('insert into export_sample values ($1, $2, $3, $4, $5, $6)', odd);
    try {
      expect((await exportAll(db, 3)).endsWith(expectedLine(odd))).toBe(true);
    } finally {
      await db.query('delete from export_sample where id = 8');
    }
  });
});
