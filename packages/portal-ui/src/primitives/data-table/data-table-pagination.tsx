import { Pagination } from '@ark-ui/react/pagination';
import { formatMessage, TABLE_TEXTS } from '@lego-portal/rules';
import { cx } from '../../../styled-system/css';
import { dataTable } from '../../../styled-system/recipes';
import { useTexts } from '../../texts/texts-context';
import { paginationLayout } from './data-table-layout';

/** Props of {@link DataTablePagination}. */
export interface DataTablePaginationProps {
  page: number;
  pageSize: number;
  totalCount: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label: string;
}

/** Page buttons of a DataTable on Ark Pagination; the current page has `aria-current="page"`. */
export function DataTablePagination({ page, pageSize, totalCount, onPageChange, label }: DataTablePaginationProps) {
  const styles = dataTable();
  const texts = useTexts('table', TABLE_TEXTS);
  return (
    <Pagination.Root
      className={cx(styles.pagination, paginationLayout)}
      count={totalCount}
      pageSize={pageSize}
      page={page}
      siblingCount={1}
      onPageChange={(details) => onPageChange(details.page)}
      translations={{
        rootLabel: label,
        prevTriggerLabel: texts.previousPage,
        nextTriggerLabel: texts.nextPage,
        itemLabel: ({ page: p }) => formatMessage(texts.page, { page: p }),
      }}
    >
      <Pagination.PrevTrigger className={styles.pageButton}>‹</Pagination.PrevTrigger>
      <Pagination.Context>
        {(api) =>
          api.pages.map((item, index) =>
            item.type === 'page' ? (
              <Pagination.Item key={index} {...item} className={styles.pageButton}>
                {item.value}
              </Pagination.Item>
            ) : (
              <Pagination.Ellipsis key={index} index={index}>
                …
              </Pagination.Ellipsis>
            ),
          )
        }
      </Pagination.Context>
      <Pagination.NextTrigger className={styles.pageButton}>›</Pagination.NextTrigger>
    </Pagination.Root>
  );
}
