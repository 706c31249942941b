import { formatMessage, TABLE_TEXTS } from '@lego-portal/rules';
import { useMemo } from 'react';
import { useTexts } from '../../texts/texts-context';
import { Select, type SelectOption } from '../select';
import { sortBarLayout } from './data-table-layout';
import { columnLabel, type DataTableColumn } from './data-table-types';
import type { SortDirection, SortState } from './sort';

/** Props of {@link DataTableSortSelect}. */
export interface DataTableSortSelectProps {
  /** The visible columns; the sortable ones become choices. */
  columns: Pick<DataTableColumn<unknown>, 'id' | 'header' | 'label' | 'sortable'>[];
  sort: SortState;
  onSortChange: (sort: SortState) => void;
}

// Choices are `asc:<column>` and `desc:<column>`; the server's order has no colon, so no column
// id can collide with it.
const DEFAULT_ORDER = 'default';
const valueOf = (sort: SortState) => (sort ? `${sort.direction}:${sort.column}` : DEFAULT_ORDER);

function sortOf(value: string): SortState {
  const colon = value.indexOf(':');
  if (colon < 0) return null;
  return { direction: value.slice(0, colon) as SortDirection, column: value.slice(colon + 1) };
}

/**
 * 'Sort by' for a narrow table, whose cards have no headers to tap: every sortable column
 * ascending and descending in one list. The server's own order is offered only while it is the
 * current one (a list that always sorts, like the user list, never shows it). Hidden on a wide
 * table, where the headers sort.
 */
export function DataTableSortSelect({ columns, sort, onSortChange }: DataTableSortSelectProps) {
  const texts = useTexts('table', TABLE_TEXTS);
  const options = useMemo<SelectOption[]>(() => {
    const choices = columns
      .filter((column) => column.sortable)
      .flatMap((column) => {
        const name = columnLabel(column);
        return [
          { value: valueOf({ column: column.id, direction: 'asc' }), label: formatMessage(texts.sortAscending, { column: name }) },
          { value: valueOf({ column: column.id, direction: 'desc' }), label: formatMessage(texts.sortDescending, { column: name }) },
        ];
      });
    return sort ? choices : [{ value: DEFAULT_ORDER, label: texts.sortDefault }, ...choices];
  }, [columns, sort, texts]);
  if (options.length <= 1) return null;
  return (
    <div className={sortBarLayout}>
      <Select label={texts.sortBy} options={options} value={valueOf(sort)} onValueChange={(value) => onSortChange(sortOf(value))} />
    </div>
  );
}
