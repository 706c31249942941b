/**
 * Exports read through COPY, on PGlite and on a real PostgreSQL server (skipped, with the reason
 * printed, only when none is installed): parameters written as literals reach the server as the
 * values they were, every value comes back out of COPY's text format unchanged, errors reject,
 * and a reader that stops early leaves the database usable.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyBlocks, copyCells } from '../src/db/copy-text';
import type { Database } from '../src/db/database';
import { openPglite } from '../src/db/pglite-database';
import { sqlLiteral } from '../src/db/sql-literal';
import { copyTextLine } from './support/copy-text';
import { storageEngines } from './support/engines';

const { engines, skipped } = storageEngines('copy tests');

/** Text a request or a stored row could hold: quotes, backslashes, controls, separators, Thai. */
const AWKWARD = [
  "O'Brien",
  'back\\slash \\N \\\\',
  "'; drop table t; --",
  'E\'\\x41\'',
  '$1 $2',
  'tab\there',
  'line\nbreak\r\nand CR\r',
  'unit\u001fseparator',
  '\b\f\v controls',
  'ภาษาไทย ✓ 🙂',
  '',
  ' ',
];

/** Any text PostgreSQL can store (no NUL). */
const storableText = fc.string({ unit: 'binary', maxLength: 40 }).map((s) => s.replace(/\0/g, ''));

async function collect(chunks: AsyncIterable<Uint8Array>): Promise<string[]> {
  const lines: string[] = [];
  for await (const block of copyBlocks(chunks, 64)) lines.push(...block.toString('utf8').split('\n').slice(0, -1));
  return lines;
}

describe.each(engines)('copyOut on $name', ({ open }) => {
  let db: Database | null = null;
  beforeAll(async () => {
    db = await open('copy_out');
    await db?.exec('create table copy_sample (id int primary key, note text, amount numeric(14, 2), code char(4))');
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('gives back every value as stored, null as empty, through literals and COPY text', async (ctx) => {
    if (!db) return ctx.skip(skipped());
    const lines = await collect(db.copyOut(`select ${AWKWARD.map((_, i) => `$${i + 1}::text`).join(', ')}, null, $${AWKWARD.length + 1}::text[]`, [...AWKWARD, AWKWARD]));
    expect(lines).toHaveLength(1);
    const cells = copyCells(lines[0]!);
    expect(cells.slice(0, AWKWARD.length)).toEqual(AWKWARD);
    expect(cells[AWKWARD.length]).toBe('');
    // The array came through as one value: its own text form, which the server wrote.
    const [{ array }] = (await db.query<{ array: string }>('select $1::text[]::text as array', [AWKWARD])) as [{ array: string }];
    expect(cells[AWKWARD.length + 1]).toBe(array);
  });

  it('compares a literal as the bound parameter would (any storable text)', async (ctx) => {
    if (!db) return ctx.skip(skipped());
    const engine = db;
    await fc.assert(
      fc.asyncProperty(storableText, async (text) => {
        const lines = await collect(engine.copyOut('select $1::text, $1::text = $2::text', [text, text]));
        expect(copyCells(lines[0]!)).toEqual([text, 't']);
      }),
      { numRuns: 150 },
    );
  });

  it('writes numbers, booleans, null and arrays as SQL values', async (ctx) => {
    if (!db) return ctx.skip(skipped());
    await db.query(`insert into copy_sample values (1, 'one', 10.50, '1000'), (2, null, -3.25, '1002'), (3, 'three', 0, '2001')`);
    const lines = await collect(
      db.copyOut('select id, note, amount, code from copy_sample where id >= $1 and (note is null) = $2 or code = any($3::text[]) order by id', [2, true, ['1000', 'x"y\\z']]),
    );
    expect(lines.map(copyCells)).toEqual([
      ['1', 'one', '10.50', '1000'],
      ['2', '', '-3.25', '1002'],
    ]);
    expect(() => sqlLiteral(Number.NaN)).toThrow(TypeError);
    expect(() => sqlLiteral('nul\0')).toThrow(TypeError);
    expect(() => sqlLiteral({})).toThrow(TypeError);
  });

  it('gives nothing for no rows, and rejects a failing statement, leaving the database usable', async (ctx) => {
    if (!db) return ctx.skip(skipped());
    expect(await collect(db.copyOut('select id from copy_sample where id < 0', []))).toEqual([]);
    await expect(collect(db.copyOut('select 1 / (id - id) from copy_sample', []))).rejects.toThrow(/division by zero/);
    await expect(collect(db.copyOut('select $2::text', ['only one']))).rejects.toThrow(/no value for \$2/);
    expect(await db.query('select count(*)::int as n from copy_sample')).toEqual([{ n: 3 }]);
  });

  it('can be stopped after the first chunk, again and again, and the database still answers', async (ctx) => {
    if (!db) return ctx.skip(skipped());
    // More times than the PostgreSQL pool has connections: a stopped export must not keep one.
    for (let i = 0; i < 12; i += 1) {
      for await (const chunk of db.copyOut("select g, repeat('x', 200) from generate_series(1, 200000) g", [])) {
        expect(chunk.length).toBeGreaterThan(0);
        break;
      }
    }
    expect(await db.query('select 1 as n')).toEqual([{ n: 1 }]);
  });
});

describe('sqlLiteral', () => {
  it('keeps backslashes and quotes whatever standard_conforming_strings says', async () => {
    const db = await openPglite();
    try {
      for (const setting of ['off', 'on']) {
        await db.exec(`set standard_conforming_strings = ${setting}`);
        const lines = await collect(db.copyOut(`select ${AWKWARD.map((_, i) => `$${i + 1}::text`).join(', ')}`, AWKWARD));
        expect(copyCells(lines[0]!)).toEqual(AWKWARD);
      }
    } finally {
      await db.close();
    }
  });
});

describe('copyCells and copyBlocks', () => {
  it('reads back any values from their COPY text', () => {
    fc.assert(
      fc.property(fc.array(storableText, { minLength: 1, maxLength: 6 }), (values) => {
        expect(copyCells(copyTextLine(values))).toEqual(values);
      }),
      { numRuns: 2000 },
    );
  });

  it('regroup output cut anywhere (even inside a character) into whole lines, and refuse a cut-off end', async () => {
    const text = ['ภาษาไทย\u001f1', 'plain\u001f2', '🙂\u001f3', ''].join('\n');
    const bytes = Buffer.from(text);
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 8 }), fc.integer({ min: 1, max: 40 }), async (cuts, blockBytes) => {
        const points = [0, ...cuts.sort((a, b) => a - b), bytes.length];
        async function* pieces() {
          for (let i = 1; i < points.length; i += 1) yield bytes.subarray(points[i - 1], points[i]);
        }
        const blocks: Buffer[] = [];
        for await (const block of copyBlocks(pieces(), blockBytes)) blocks.push(Buffer.from(block));
        expect(blocks.every((b) => b[b.length - 1] === 0x0a)).toBe(true);
        expect(Buffer.concat(blocks).toString('utf8')).toBe(text);
      }),
      { numRuns: 300 },
    );
    async function* cutOff() {
      yield Buffer.from('whole\nhal');
    }
    await expect(collect(cutOff())).rejects.toThrow('COPY output ended inside a line');
  });
});
