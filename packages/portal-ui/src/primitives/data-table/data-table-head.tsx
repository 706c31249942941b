import { cx } from '../../../styled-system/css';
import { dataTable } from '../../../styled-system/recipes';
import { visuallyHiddenCellLayout, visuallyHiddenContent } from './data-table-layout';
import type { DataTableColumn } from './data-table-types';
import { ariaSortOf, nextSort, type SortState } from './sort';

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | 'none' }) {
  const d = direction === 'ascending' ? 'M4 10l4-4 4 4' : direction === 'descending' ? 'M4 6l4 4 4-4' : 'M5 6l3-3 3 3M5 10l3 3 3-3';
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}

/** Props of {@link DataTableHead}. */
export interface DataTableHeadProps<Row> {
  /** The rendered columns, in order (visually hidden ones too). */
  columns: DataTableColumn<Row>[];
  /** The identifying column's id: its header stays in place when the table scrolls sideways. */
  identifying?: string;
  sort: SortState;
  onSortChange: (sort: SortState) => void;
}

/**
 * The `thead` of a DataTable: a sortable header is a button that cycles ascending, descending,
 * default (`aria-sort` says which). Each header carries `data-column-id`, a status column's
 * `data-emphasis="status"`: what a host's tests and the layout audit find it by.
 */
export function DataTableHead<Row>({ columns, identifying, sort, onSortChange }: DataTableHeadProps<Row>) {
  const styles = dataTable();
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const marks = {
            'data-column-id': column.id,
            'data-emphasis': column.emphasis,
            'data-identifying': column.id === identifying ? '' : undefined,
          };
          if (column.hidden === 'visually') {
            return (
              <th key={column.id} scope="col" className={cx(styles.th, visuallyHiddenCellLayout)} {...marks}>
                <span className={visuallyHiddenContent}>{column.header}</span>
              </th>
            );
          }
          const direction = column.sortable ? ariaSortOf(sort, column.id) : undefined;
          return (
            <th key={column.id} scope="col" aria-sort={direction} className={styles.th} {...marks}>
              {column.sortable ? (
                <button type="button" className={styles.sortButton} onClick={() => onSortChange(nextSort(sort, column.id))}>
                  {column.header}
                  <span className={styles.sortIcon} data-active={direction !== 'none' ? '' : undefined}>
                    <SortIcon direction={direction ?? 'none'} />
                  </span>
                </button>
              ) : (
                column.header
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
