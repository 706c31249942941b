import { CUSTOMER_LIST_TEXTS, CUSTOMER_STATUS_TEXTS, formatMessage } from '@lego-portal/rules';
import { useId, useMemo } from 'react';
import { css } from '../../../../styled-system/css';
import { usePortal } from '../../../provider/portal-provider';
import { DataTable, type SortState } from '../../../primitives/data-table';
import { LoadFailure } from '../../../primitives/load-failure';
import { useTexts } from '../../../texts/texts-context';
import { useFailureText } from '../../../texts/use-failure-text';
import { CustomerTypeDialog } from '../customer-type-dialog';
import { customerListColumns, type CustomerListRow } from './customer-list-columns';
import { CustomerListFilters } from './customer-list-filters';
import { hasCustomerFilters, type CustomerSortColumn } from './customer-list-search';
import { useCustomerList } from './use-customer-list';

/** Props of {@link CustomerListScreen}. */
export interface CustomerListScreenProps {
  /** The page heading; the catalogue's 'Customer Profile' (`customerList.heading`) by default. */
  heading?: string;
}

const styles = {
  section: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  header: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '4' }),
  heading: css({ fontSize: '2xl', fontWeight: 'semibold', lineHeight: 'tight' }),
};

const rowId = (row: CustomerListRow) => row.custProfileId;

/**
 * The customer profile list of the signed-in user's merchant (route `/customer`, role
 * DD_ACCOUNT_CUSTOMER_PROFILE, spec section 2): Account Number, User ID and Account Currency
 * filters, a server-sorted and paged table (latest change first) whose state lives in the URL,
 * and New Customer, which opens the Individual/Corporate choice. When the list cannot be loaded
 * the reason and Retry replace the table and the filters keep what was typed. On a narrow
 * container (a phone) the table shows a card per customer. Render it inside the host's frame; it
 * is a section with the page's one h1.
 */
export function CustomerListScreen({ heading }: CustomerListScreenProps) {
  const { navigation, paths } = usePortal();
  const { search, query, update, reset } = useCustomerList();
  const texts = useTexts('customerList', CUSTOMER_LIST_TEXTS);
  const statusTexts = useTexts('customerStatus', CUSTOMER_STATUS_TEXTS);
  const failureText = useFailureText();
  const headingId = useId();
  const columns = useMemo(() => customerListColumns({ navigation, paths, texts, statusTexts }), [navigation, paths, texts, statusTexts]);
  const data = query.data?.customerProfilePaging;
  const { accountNumber, userId, currency } = search;

  // A header's third click (or 'Default order' on a phone) returns to the list's own order.
  const onSortChange = (next: SortState) =>
    update({ sort: next ? { column: next.column as CustomerSortColumn, direction: next.direction } : null, page: 1 });

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.header}>
        <h1 id={headingId} className={styles.heading}>
          {heading ?? texts.heading}
        </h1>
        <CustomerTypeDialog />
      </div>
      <CustomerListFilters
        key={`${accountNumber}\n${userId}\n${currency}`}
        applied={{ accountNumber, userId, currency }}
        searching={query.isFetching}
        onSearch={(filters) => update({ ...filters, page: 1 })}
        onReset={reset}
      />
      {query.isError && !data ? (
        <LoadFailure message={formatMessage(texts.loadFailed, { reason: failureText(query.error) })} retrying={query.isFetching} onRetry={() => query.refetch()} />
      ) : (
        <DataTable
          caption={texts.caption}
          hideCaption
          columns={columns}
          rows={data?.customerProfileWebViewList ?? []}
          getRowId={rowId}
          sort={search.sort}
          onSortChange={onSortChange}
          page={search.page}
          pageSize={search.size}
          totalCount={data?.totalSize ?? 0}
          onPageChange={(page) => update({ page })}
          onPageSizeChange={(size) => update({ size, page: 1 })}
          loading={query.isPending}
          // The previous answer stays on screen while the next loads (keepPreviousData); its rows
          // are inert meanwhile, so a hurried click cannot open a customer of the old page.
          refreshing={query.isFetching && !query.isPending}
          onClearFilters={hasCustomerFilters(search) ? reset : undefined}
        />
      )}
    </section>
  );
}
