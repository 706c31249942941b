/**
 * Turns a block of COPY lines (bytes) into CSV bytes in one pass, without making a string of
 * each row: separators become commas, timestamps and labels are written in place, and each line
 * gets CRLF. A line with anything to neutralise, quote or unescape is written by the careful
 * string path instead, which uses the reference `csvCell`. Measured on 25 800 transactions:
 * about 40 ms, against 80 ms for splitting each line into strings and joining them again.
 */
import { copyCells } from '../db/copy-text';
import { csvCell, csvQuoted } from './csv';
import type { CsvColumn } from './csv-columns';
import { csvDateTime, writeCsvDateTime } from './csv-formats';

const SEPARATOR = 0x1f;
const LF = 0x0a;
const CR = 0x0d;
const COMMA = 0x2c;

/** Bytes that send a line to the careful path wherever they are (a backslash starts an escape). */
const CARE = new Uint8Array(256);
for (const ch of '",\\') CARE[ch.charCodeAt(0)] = 1;
/** Bytes that start a formula at the beginning of a free-text cell (tab and CR come escaped). */
const FORMULA = new Uint8Array(256);
for (const ch of '=+-@') FORMULA[ch.charCodeAt(0)] = 1;

/** How the quick path writes a column's cells. */
const TEXT = 0;
const SAFE = 1;
const TIMESTAMP = 2;
const LABEL = 3;

/** A label that can be written as it is: nothing to quote or neutralise. */
const PLAIN_LABEL = /^(?![=+\-@\t\r])[^",\r\n]*$/;

/** Writes blocks of COPY lines of `columns`; built once per export. */
export function csvBlockWriter(columns: readonly CsvColumn[]): (block: Buffer) => Buffer {
  const free = columns.map((c) => (c.kind ?? 'text') === 'text');
  const cells = columns.map((c, i) => (c.labels ? LABEL : c.kind === 'timestamp' ? TIMESTAMP : free[i] ? TEXT : SAFE));
  /** Each column's labels as bytes; null for a label that needs care (the careful path writes it). */
  const labelBytes = columns.map(
    (c) => new Map([...(c.labels ?? [])].map(([code, label]) => [code, PLAIN_LABEL.test(label) ? Buffer.from(label) : null])),
  );
  const longestLabel = Math.max(0, ...labelBytes.flatMap((labels) => [...labels.values()].map((b) => b?.length ?? 0)));

  /** The shown text of a raw value (the careful path's meaning of every kind). */
  const shown = (raw: string, i: number) => {
    const column = columns[i];
    if (raw === '' || !column) return raw;
    if (column.labels) return column.labels.get(raw) ?? raw;
    return column.kind === 'timestamp' ? csvDateTime(raw) : raw;
  };
  /** One line through the strings: shown, free text neutralised, everything quoted as needed. */
  const careful = (line: string) =>
    `${copyCells(line)
      .map((raw, i) => (free[i] ? csvCell(shown(raw, i)) : csvQuoted(shown(raw, i))))
      .join(',')}\r\n`;

  return (block) => {
    // Lines grow by a CR and by longer dates and labels; `room` makes more when needed.
    let out = Buffer.allocUnsafe(block.length + (block.length >> 1) + 256);
    let o = 0;
    const room = (bytes: number) => {
      if (o + bytes <= out.length) return;
      const bigger = Buffer.allocUnsafe(2 * (o + bytes));
      out.copy(bigger, 0, 0, o);
      out = bigger;
    };

    for (let at = 0; at < block.length; ) {
      const end = block.indexOf(LF, at);
      const mark = o;
      // Room for every cell grown the most (a date by 5 bytes, a label by its length) plus CRLF.
      room(end - at + 2 + columns.length * (5 + longestLabel));
      let clean = true;
      let i = at;
      line: for (let cell = 0; ; cell += 1) {
        const kind = cells[cell];
        if (kind === TIMESTAMP || kind === LABEL) {
          let j = i;
          while (j < end && block[j] !== SEPARATOR) j += 1;
          if (j > i) {
            const written =
              kind === TIMESTAMP ? writeCsvDateTime(block, i, j, out, o) : writeLabel(labelBytes[cell]!, free[cell]!, block, i, j, out, o);
            if (written < 0) {
              clean = false;
              break line;
            }
            o += written;
          }
          i = j;
        } else {
          if (kind === TEXT && i < end && FORMULA[block[i]!]) {
            clean = false;
            break;
          }
          for (; i < end; i += 1) {
            const byte = block[i]!;
            if (byte === SEPARATOR) break;
            if (CARE[byte]) {
              clean = false;
              break line;
            }
            out[o++] = byte;
          }
        }
        if (i >= end) break;
        out[o++] = COMMA;
        i += 1;
      }
      if (clean) {
        out[o++] = CR;
        out[o++] = LF;
      } else {
        o = mark;
        const text = careful(block.toString('utf8', at, end));
        room(3 * text.length);
        o += out.write(text, o);
      }
      at = end + 1;
    }
    return out.subarray(0, o);
  };
}

/**
 * Writes the label of the code in `source[start, end)`, or the code itself when it has none;
 * -1 when the code or its label needs care (a free-text code that starts a formula, too).
 */
function writeLabel(
  labels: ReadonlyMap<string, Buffer | null>,
  free: boolean,
  source: Buffer,
  start: number,
  end: number,
  out: Buffer,
  at: number,
): number {
  for (let i = start; i < end; i += 1) if (CARE[source[i]!]) return -1;
  const label = labels.get(source.toString('utf8', start, end));
  if (label === null) return -1;
  if (label) {
    label.copy(out, at);
    return label.length;
  }
  if (free && FORMULA[source[start]!]) return -1;
  source.copy(out, at, start, end);
  return end - start;
}
