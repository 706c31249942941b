const LF = 0x0a;
const QUOTE = 0x22;

/**
 * Counts the records of an RFC 4180 CSV as its bytes pass: line feeds outside quoted cells end a
 * record (a quoted cell may hold line breaks; `""` inside one toggles twice and changes nothing).
 * The first record is the header and is not counted; a last record without a line break is.
 */
export class CsvRowCounter {
  private records = 0;
  private quoted = false;
  private lastByte = LF;

  /** Reads one chunk; returns the rows counted so far. */
  push(chunk: Uint8Array): number {
    let { records, quoted } = this;
    for (let i = 0; i < chunk.length; i += 1) {
      const byte = chunk[i];
      if (byte === QUOTE) quoted = !quoted;
      else if (byte === LF && !quoted) records += 1;
    }
    this.records = records;
    this.quoted = quoted;
    if (chunk.length > 0) this.lastByte = chunk[chunk.length - 1]!;
    return this.rows;
  }

  /** Data rows so far: complete records, plus an unterminated last one, less the header. */
  get rows(): number {
    return Math.max(0, this.records + (this.lastByte === LF ? 0 : 1) - 1);
  }
}

/** A pass-through stream that reports the rows counted after each chunk. */
export function countingCsvRows(onRows: (rows: number) => void): TransformStream<Uint8Array, Uint8Array> {
  const counter = new CsvRowCounter();
  return new TransformStream({
    transform(chunk, controller) {
      onRows(counter.push(chunk));
      controller.enqueue(chunk);
    },
  });
}
