import { COMMON_MESSAGES, formatMessage, PAGE_SIZES, TABLE_TEXTS } from '@lego-portal/rules';
import type { ReactNode } from 'react';
import { dataTable } from '../../../styled-system/recipes';
import { useTexts } from '../../texts/texts-context';
import { Select } from '../select';
import { Skeleton } from '../skeleton';
import { DataTablePagination } from './data-table-pagination';
import { ariaSortOf, nextSort, type SortState } from './sort';

/** One column of a {@link DataTable}. */
export interface DataTableColumn<Row> {
  /** Stable id; also the sort column sent to the server (e.g. `createdDatetime`). */
  id: string;
  header: ReactNode;
  /** Cell content; may be a link (the host's `Link` from PortalProvider navigation). */
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /** Kept in the model but not shown (the spec's hidden Id column). */
  hidden?: boolean;
  align?: 'start' | 'end';
}

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> {
  /** Accessible name of the table, shown as its caption unless `hideCaption`. */
  caption: string;
  hideCaption?: boolean;
  columns: DataTableColumn<Row>[];
  rows: Row[];
  getRowId: (row: Row) => string;
  /** Current server-side sort; `null` is the server's default order. */
  sort: SortState;
  onSortChange: (sort: SortState) => void;
  /** 1-based page number. */
  page: number;
  pageSize: number;
  /** Rows matching the search on the server, across all pages. */
  totalCount: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** While true the rows are replaced by skeleton rows and the table is `aria-busy`. */
  loading?: boolean;
  /** Shown instead of the rows when there are none: a catalogue text; 'No data found' by default. */
  emptyMessage?: string;
}

const pageSizeOptions = PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));
const LOADING_ROWS = 5;

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | 'none' }) {
  const d = direction === 'ascending' ? 'M4 10l4-4 4 4' : direction === 'descending' ? 'M4 6l4 4 4-4' : 'M5 6l3-3 3 3M5 10l3 3 3-3';
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}

/**
 * A server-driven list: clicking a sortable header cycles ascending, descending, default and
 * calls `onSortChange` (the header carries `aria-sort`); page and page size are the caller's state
 * so they can live in the URL. Loading shows skeleton rows; an empty result shows 'No data found'.
 * The caller gives the caption and headers; the table's own texts (page size, range, paging,
 * loading, empty) come from the catalogue's `table` and `common` areas in the portal's language.
 */
export function DataTable<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  getRowId,
  sort,
  onSortChange,
  page,
  pageSize,
  totalCount,
  onPageChange,
  onPageSizeChange,
  loading = false,
  emptyMessage,
}: DataTableProps<Row>) {
  const styles = dataTable();
  const texts = useTexts('table', TABLE_TEXTS);
  const common = useTexts('common', COMMON_MESSAGES);
  const visible = columns.filter((column) => !column.hidden);
  const first = totalCount === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, totalCount);

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: Math.min(pageSize, LOADING_ROWS) }, (_, i) => (
      <tr key={i} className={styles.row}>
        {visible.map((column) => (
          <td key={column.id} className={styles.td}>
            <Skeleton height="1rem" />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={visible.length} className={styles.empty}>
          {emptyMessage ?? common.noDataFound}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row) => (
      <tr key={getRowId(row)} className={styles.row}>
        {visible.map((column) => (
          <td key={column.id} className={column.align === 'end' ? `${styles.td} ${styles.tdEnd}` : styles.td}>
            {column.cell(row)}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <div className={styles.root}>
      <div className={styles.scroller}>
        <table className={styles.table} aria-busy={loading || undefined}>
          <caption className={hideCaption ? styles.srCaption : styles.caption}>{caption}</caption>
          <thead>
            <tr>
              {visible.map((column) => {
                const direction = column.sortable ? ariaSortOf(sort, column.id) : undefined;
                return (
                  <th key={column.id} scope="col" aria-sort={direction} className={styles.th}>
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
          <tbody>{body}</tbody>
        </table>
      </div>
      <div className={styles.footer}>
        <p className={styles.total} aria-live="polite">
          {loading ? texts.loading : formatMessage(texts.showing, { first, last, total: totalCount })}
        </p>
        <Select
          className={styles.pageSize}
          label={texts.rowsPerPage}
          options={pageSizeOptions}
          value={String(pageSize)}
          onValueChange={(next) => onPageSizeChange(Number(next))}
        />
        {totalCount > pageSize ? (
          <DataTablePagination
            page={page}
            pageSize={pageSize}
            totalCount={totalCount}
            onPageChange={onPageChange}
            label={formatMessage(texts.pages, { caption })}
          />
        ) : null}
      </div>
    </div>
  );
}
