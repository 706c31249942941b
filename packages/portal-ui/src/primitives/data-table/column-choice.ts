/*
 * Which columns a DataTable shows: the ones the person chose (remembered), else all of them but
 * those that give way when the table does not fit its box (lowest priority first). Pure, so the
 * rules read in one place; the hook (use-column-choice.ts) measures and remembers.
 */
import type { DataTableColumn } from './data-table-types';

type ColumnFacts = Pick<DataTableColumn<unknown>, 'id' | 'hidden' | 'emphasis' | 'priority'>;

/** Columns a person may show or hide: the ones rendered and seen (not `hidden` in any way). */
export function choosableColumns<C extends ColumnFacts>(columns: readonly C[]): C[] {
  return columns.filter((column) => !column.hidden);
}

/**
 * Ids of the columns that are always shown: the identifying one (the first seen: the record's
 * key, a card's title, the sticky column) and every status column.
 */
export function lockedColumnIds(columns: readonly ColumnFacts[]): Set<string> {
  const seen = choosableColumns(columns);
  return new Set([seen[0]?.id, ...seen.filter((column) => column.emphasis === 'status').map((column) => column.id)].filter((id) => id !== undefined));
}

/**
 * The columns that give way, in the order they do, while the table is too wide and the person
 * has not chosen: priority 3 before 2, and within one priority the later column first (a table
 * reads from its start).
 */
export function fitCandidates(columns: readonly ColumnFacts[]): string[] {
  const locked = lockedColumnIds(columns);
  const seen = choosableColumns(columns).filter((column) => !locked.has(column.id));
  const of = (priority: number) =>
    seen
      .filter((column) => (column.priority ?? 1) === priority)
      .map((column) => column.id)
      .reverse();
  return [...of(3), ...of(2)];
}

/** What is remembered: the ids of the columns the person hid. */
export interface ColumnChoice {
  hidden: string[];
}

/** The remembered choice, or `null` when there is none (or it cannot be read: it is ignored). */
export function parseChoice(value: string | null): ColumnChoice | null {
  if (value === null) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    const hidden = (parsed as { hidden?: unknown } | null)?.hidden;
    if (Array.isArray(hidden) && hidden.every((id) => typeof id === 'string')) return { hidden };
  } catch {
    // Written by something else: as if nothing were chosen.
  }
  return null;
}

/** The choice as stored. */
export function serializeChoice(choice: ColumnChoice): string {
  return JSON.stringify({ hidden: choice.hidden });
}

/** The key the choice is kept under for the signed-in user. */
export function choiceKey(tableId: string | undefined, columns: readonly ColumnFacts[]): string {
  return `data-table:${tableId ?? columns.map((column) => column.id).join(',')}:columns`;
}
