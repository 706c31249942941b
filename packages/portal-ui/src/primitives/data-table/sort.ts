/** Direction of a server-side sort. */
export type SortDirection = 'asc' | 'desc';

/** The sort a list asks the server for; `null` means the server's default order. */
export type SortState = { column: string; direction: SortDirection } | null;

/**
 * Next sort after a click on `column`'s header: a new column starts ascending, then descending,
 * then back to the server's default order.
 */
export function nextSort(current: SortState, column: string): SortState {
  if (current?.column !== column) return { column, direction: 'asc' };
  return current.direction === 'asc' ? { column, direction: 'desc' } : null;
}

/**
 * The sort a list asks for after the table reports `next`, for lists whose default order is a
 * real sort of their own (newest first) rather than the server's: the table's third click
 * ("default", `null`) flips the current column instead, so the list is always sorted.
 */
export function alwaysSorted(next: SortState, current: NonNullable<SortState>): NonNullable<SortState> {
  return next ?? { column: current.column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** `aria-sort` of a sortable header. */
export function ariaSortOf(current: SortState, column: string): 'ascending' | 'descending' | 'none' {
  if (current?.column !== column) return 'none';
  return current.direction === 'asc' ? 'ascending' : 'descending';
}
