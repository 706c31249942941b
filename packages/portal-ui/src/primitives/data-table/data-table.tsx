import { formatMessage, PAGE_SIZES, TABLE_TEXTS } from '@lego-portal/rules';
import { useId, useMemo } from 'react';
import { cx } from '../../../styled-system/css';
import { dataTable } from '../../../styled-system/recipes';
import { useTexts } from '../../texts/texts-context';
import { ColumnChooser } from '../column-chooser';
import { Select } from '../select';
import { TableScrollBox, TableScrollHint } from '../table-scroll-box';
import { DataTableBody } from './data-table-body';
import { DataTableHead } from './data-table-head';
import { pageSizeLayout, rootLayout, scrollerLayout, tableLayout } from './data-table-layout';
import { hintLayout, toolbarLayout } from './data-table-fit-layout';
import { DataTablePagination } from './data-table-pagination';
import { DataTableSortSelect } from './data-table-sort-select';
import type { DataTableProps } from './data-table-types';
import { useColumnChoice } from './use-column-choice';

export type { DataTableColumn, DataTableProps } from './data-table-types';

const pageSizeOptions = PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));

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
 * Columns fit the work: 'Columns' lets the person show and hide them, remembered per table
 * (`tableId`) for the signed-in user in the host's storage; until they choose, columns of a
 * lower `priority` give way while the table would not fit its box. The identifying column (the
 * first seen) and a status column are always shown. When what is shown still does not fit, the
 * table scrolls inside its box, which then carries `data-overflowing`, fades at the edge where
 * more lies and says 'Scroll sideways for more columns'; the identifying column stays in place
 * (sticky). Each header carries `data-column-id` (and a status one `data-emphasis="status"`).
 *
 * The caller gives the caption and headers; the table's own texts (page size, range, paging,
 * sorting, columns, loading, empty) come from the catalogue's `table` and `common` areas in the
 * portal's language.
 */
export function DataTable<Row>({
  caption,
  tableId,
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
  const { hidden, options, setShown, reset, scrollerRef, onScroll, edges } = useColumnChoice(columns, tableId);
  const captionId = useId();
  // Rendered columns: the visually hidden ones too (read, not seen); only they are never sorted by.
  // Kept while neither changes, so the memoised rows are not drawn again for the table's own renders.
  const visible = useMemo(() => columns.filter((column) => column.hidden !== true && !hidden.has(column.id)), [columns, hidden]);
  const seen = useMemo(() => visible.filter((column) => !column.hidden), [visible]);
  const identifying = seen[0]?.id;
  const first = totalCount === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, totalCount);

  return (
    <div className={cx(styles.root, rootLayout)}>
      <div className={toolbarLayout}>
        <DataTableSortSelect columns={seen} sort={sort} onSortChange={onSortChange} />
        <TableScrollHint edges={edges} className={hintLayout} />
        {options.some((option) => !option.locked) ? <ColumnChooser options={options} onShownChange={setShown} onReset={reset} /> : null}
      </div>
      <TableScrollBox
        labelledBy={captionId}
        edges={edges}
        boxRef={scrollerRef}
        onScroll={onScroll}
        hint={false}
        className={cx(styles.scroller, scrollerLayout)}
      >
        <table className={cx(styles.table, tableLayout)} aria-busy={loading || refreshing || undefined}>
          <caption id={captionId} className={hideCaption ? styles.srCaption : styles.caption}>
            {caption}
          </caption>
          <DataTableHead columns={visible} identifying={identifying} sort={sort} onSortChange={onSortChange} />
          <DataTableBody
            columns={visible}
            identifying={identifying}
            rows={rows}
            getRowId={getRowId}
            pageSize={pageSize}
            loading={loading}
            refreshing={refreshing}
            emptyMessage={emptyMessage}
            onClearFilters={onClearFilters}
          />
        </table>
      </TableScrollBox>
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
