/** Colour intent of a status badge, so every screen shows a status the same way. */
export type Tone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** One row of a status table. */
export interface StatusEntry<Code extends string = string> {
  code: Code;
  label: string;
  tone: Tone;
}

/** Finds the entry of `code` in a table, or a neutral entry labelled with the code itself. */
export function statusOf<Code extends string>(table: readonly StatusEntry<Code>[], code: unknown): StatusEntry<string> {
  const found = table.find((entry) => entry.code === code);
  return found ?? { code: String(code ?? ''), label: String(code ?? ''), tone: 'neutral' };
}
