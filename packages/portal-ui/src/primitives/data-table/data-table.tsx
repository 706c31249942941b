import { formatMessage, PAGE_SIZES, TABLE_TEXTS } from '@lego-portal/rules';
import { cx } from '../../../styled-system/css';
import { dataTable } from '../../../styled-system/recipes';
import { useTexts } from '../../texts/texts-context';
import { Select } from '../select';
import { DataTableBody } from './data-table-body';
import { pageSizeLayout, rootLayout, scrollerLayout, tableLayout, visuallyHiddenCellLayout, visuallyHiddenContent } from './data-table-layout';
import { DataTablePagination } from './data-table-pagination';
import { DataTableSortSelect } from './data-table-sort-select';
import type { DataTableProps } from './data-table-types';
import { ariaSortOf, nextSort } from './sort';

export type { DataTableColumn, DataTableProps } from './data-table-types';

const pageSizeOptions = PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));

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
 * so they can live in the URL. Loading shows skeleton rows; an empty result shows 'No data found'
 * (and 'Clear filters' when `onClearFilters` is given); an empty cell shows a dash read as 'None';
 * while `refreshing` the previous rows stay, dimmed and inert.
 *
 * Narrower than 48rem (its own container's width, not the viewport's) the same table shows each
 * row as a card: the first visible column as the title, a column with `emphasis: 'status'` beside
 * it, the others as label and value; a 'Sort by' control replaces the headers and the paging
 * buttons grow to 44px touch targets.
 *
 * The caller gives the caption and headers; the table's own texts (page size, range, paging,
 * sorting, loading, empty) come from the catalogue's `table` and `common` areas in the portal's
 * language.
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
  refreshing = false,
  emptyMessage,
  onClearFilters,
}: DataTableProps<Row>) {
  const styles = dataTable();
  const texts = useTexts('table', TABLE_TEXTS);
  // Rendered columns: the visually hidden ones too (read, not seen); only they are never sorted by.
  const visible = columns.filter((column) => column.hidden !== true);
  const seen = visible.filter((column) => !column.hidden);
  const first = totalCount === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, totalCount);

  return (
    <div className={cx(styles.root, rootLayout)}>
      <DataTableSortSelect columns={seen} sort={sort} onSortChange={onSortChange} />
      <div className={cx(styles.scroller, scrollerLayout)}>
        <table className={cx(styles.table, tableLayout)} aria-busy={loading || refreshing || undefined}>
          <caption className={hideCaption ? styles.srCaption : styles.caption}>{caption}</caption>
          <thead>
            <tr>
              {visible.map((column) => {
                if (column.hidden === 'visually') {
                  return (
                    <th key={column.id} scope="col" className={cx(styles.th, visuallyHiddenCellLayout)}>
                      <span className={visuallyHiddenContent}>{column.header}</span>
                    </th>
                  );
                }
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
          <DataTableBody
            columns={visible}
            rows={rows}
            getRowId={getRowId}
            pageSize={pageSize}
            loading={loading}
            refreshing={refreshing}
            emptyMessage={emptyMessage}
            onClearFilters={onClearFilters}
          />
        </table>
      </div>
      <div className={styles.footer}>
        <p className={styles.total} aria-live="polite">
          {loading ? texts.loading : formatMessage(texts.showing, { first, last, total: totalCount })}
        </p>
        <Select
          className={cx(styles.pageSize, pageSizeLayout)}
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
