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

/** `aria-sort` of a sortable header. */
export function ariaSortOf(current: SortState, column: string): 'ascending' | 'descending' | 'none' {
  if (current?.column !== column) return 'none';
  return current.direction === 'asc' ? 'ascending' : 'descending';
}
