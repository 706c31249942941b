import { COMMON_MESSAGES, TABLE_TEXTS } from '@lego-portal/rules';
import { memo, useCallback, useMemo, type ReactNode } from 'react';
import { cx } from '../../../styled-system/css';
import { dataTable } from '../../../styled-system/recipes';
import { useTexts } from '../../texts/texts-context';
import { Button } from '../button';
import { Skeleton } from '../skeleton';
import { bodyLayout, emptyCellLayout, emptyContentLayout, visuallyHiddenCellLayout } from './data-table-layout';
import { DataTableRow, planCells } from './data-table-row';
import type { DataTableColumn } from './data-table-types';

/** Props of {@link DataTableBody}. */
export interface DataTableBodyProps<Row> {
  /** The rendered columns, in order (visually hidden ones too); the first seen one is a card's title. */
  columns: DataTableColumn<Row>[];
  /** The id of the identifying column (the first seen): its cells stay in place when the table scrolls sideways. */
  identifying?: string;
  rows: Row[];
  getRowId: (row: Row) => string;
  pageSize: number;
  loading: boolean;
  refreshing: boolean;
  emptyMessage?: string;
  onClearFilters?: () => void;
}

const LOADING_ROWS = 5;

/**
 * The `tbody` of a DataTable: skeleton rows while loading, the empty state (with 'Clear filters'
 * when the caller can clear its filters), or the rows. While `refreshing` the rows are the
 * previous answer's and are `inert`: nobody can open a record of the old page by mistake.
 */
function DataTableBodyImpl<Row>({ columns, identifying, rows, getRowId, pageSize, loading, refreshing, emptyMessage, onClearFilters }: DataTableBodyProps<Row>) {
  const styles = dataTable();
  const texts = useTexts('table', TABLE_TEXTS);
  const common = useTexts('common', COMMON_MESSAGES);

  // Set on the element, not as a prop: React 18 does not know `inert` (it warns about a boolean
  // and drops it) and React 19 does; a ref callback that changes with the value works on both,
  // at commit, before the browser paints.
  const inert = refreshing && !loading;
  const inertRef = useCallback(
    (body: HTMLTableSectionElement | null) => {
      body?.toggleAttribute('inert', inert);
    },
    [inert],
  );

  // Once per page and set of columns: every row shares its columns' classes, labels and card parts.
  const cells = useMemo(() => planCells(columns, identifying, dataTable()), [columns, identifying]);
  let content: ReactNode;
  if (loading) {
    content = Array.from({ length: Math.min(pageSize, LOADING_ROWS) }, (_, i) => (
      <tr key={i} className={styles.row}>
        {columns.map((column, index) =>
          cells[index]!.part === 'hidden' ? (
            <td key={column.id} className={cx(styles.td, visuallyHiddenCellLayout)} data-card="hidden" />
          ) : (
            <td key={column.id} className={styles.td} data-card="placeholder" data-identifying={column.id === identifying ? '' : undefined}>
              <Skeleton height="1rem" />
            </td>
          ),
        )}
      </tr>
    ));
  } else if (rows.length === 0) {
    content = (
      <tr>
        <td colSpan={columns.length} className={cx(styles.empty, emptyCellLayout)}>
          <div className={emptyContentLayout}>
            <span>{emptyMessage ?? common.noDataFound}</span>
            {onClearFilters ? (
              <Button variant="outline" onClick={onClearFilters}>
                {texts.clearFilters}
              </Button>
            ) : null}
          </div>
        </td>
      </tr>
    );
  } else {
    content = rows.map((row) => <DataTableRow key={getRowId(row)} row={row} cells={cells} className={styles.row} />);
  }

  return (
    <tbody ref={inertRef} className={bodyLayout}>
      {content}
    </tbody>
  );
}

/**
 * The `tbody` of a DataTable (memoised: the table's own re-renders, e.g. measuring its edges,
 * leave an unchanged body alone).
 */
export const DataTableBody = memo(DataTableBodyImpl) as typeof DataTableBodyImpl;
