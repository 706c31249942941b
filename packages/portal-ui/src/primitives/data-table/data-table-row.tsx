import { memo, type ReactNode } from 'react';
import { cx } from '../../../styled-system/css';
import { NotSet } from '../detail-list';
import { visuallyHiddenCellLayout, visuallyHiddenContent } from './data-table-layout';
import { columnLabel, type DataTableColumn } from './data-table-types';

/** How a cell sits on a card: the first seen column is its title, a status beside it, the rest labelled fields. */
type CardPart = 'title' | 'status' | 'field' | 'hidden';

/** What every cell of one column shares: worked out once per page, not once per row. */
export interface CellPlan<Row> {
  column: DataTableColumn<Row>;
  part: CardPart;
  className: string;
  /** The header's text a card shows beside the value (fields only). */
  label: string | undefined;
  identifying: boolean;
}

/** Class names of the cells, from the table's recipe (the body calls it once). */
export interface CellClasses {
  td: string;
  tdEnd: string;
}

const nothing = (content: ReactNode) => content == null || content === '' || typeof content === 'boolean';

/** Each column's card part, classes and label, for {@link DataTableRow}. */
export function planCells<Row>(columns: readonly DataTableColumn<Row>[], identifying: string | undefined, classes: CellClasses): CellPlan<Row>[] {
  const title = columns.findIndex((column) => !column.hidden);
  return columns.map((column, index) => {
    const part: CardPart = column.hidden ? 'hidden' : index === title ? 'title' : column.emphasis === 'status' ? 'status' : 'field';
    return {
      column,
      part,
      className: part === 'hidden' ? cx(classes.td, visuallyHiddenCellLayout) : column.align === 'end' ? cx(classes.td, classes.tdEnd) : classes.td,
      label: part === 'field' ? columnLabel(column) : undefined,
      identifying: column.id === identifying,
    };
  });
}

/** Props of {@link DataTableRow}. */
interface DataTableRowProps<Row> {
  row: Row;
  cells: CellPlan<Row>[];
  className: string;
}

/**
 * One row of the table. Memoised: the table re-renders for its own reasons (measuring its edges,
 * a refresh starting or ending, the footer's texts) and a page of 100 rows must not be drawn
 * again for them; a row renders again only for a new row object or new columns.
 */
function DataTableRowImpl<Row>({ row, cells, className }: DataTableRowProps<Row>) {
  return (
    <tr className={className}>
      {cells.map(({ column, part, className: cellClass, label, identifying }) => {
        const value = column.cell(row);
        const content = nothing(value) ? <NotSet /> : value;
        if (part === 'hidden') {
          return (
            <td key={column.id} className={cellClass} data-card={part} data-column-id={column.id}>
              <span className={visuallyHiddenContent}>{content}</span>
            </td>
          );
        }
        return (
          <td
            key={column.id}
            className={cellClass}
            data-card={part}
            data-column-id={column.id}
            data-identifying={identifying ? '' : undefined}
            data-label={label}
          >
            {content}
          </td>
        );
      })}
    </tr>
  );
}

export const DataTableRow = memo(DataTableRowImpl) as typeof DataTableRowImpl;
