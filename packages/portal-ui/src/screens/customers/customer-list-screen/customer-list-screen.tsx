import { CUSTOMER_LIST_TEXTS, CUSTOMER_STATUS_TEXTS } from '@lego-portal/rules';
import { useMemo } from 'react';
import { usePortal } from '../../../provider/portal-provider';
import { PagedResults, SavedViewsMenu } from '../../../lists';
import { useTexts } from '../../../texts/texts-context';
import { CustomerTypeDialog } from '../customer-type-dialog';
import { customerListColumns, type CustomerListRow } from './customer-list-columns';
import { CustomerListFilters } from './customer-list-filters';
import { FilterPanel, countActiveFilters } from '../../../fields/filter-panel';
import { hasCustomerFilters, DEFAULT_CUSTOMER_LIST_SEARCH } from './customer-list-search';
import { useCustomerList } from './use-customer-list';
import { PageSection } from '../../../primitives/page-section';

/** Props of {@link CustomerListScreen}. */
export interface CustomerListScreenProps {
  /** The page heading; the catalogue's 'Customer Profile' (`customerList.heading`) by default. */
  heading?: string;
}

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
  const list = useCustomerList();
  const { search, query, update, reset } = list;
  const texts = useTexts('customerList', CUSTOMER_LIST_TEXTS);
  const statusTexts = useTexts('customerStatus', CUSTOMER_STATUS_TEXTS);
  const columns = useMemo(() => customerListColumns({ navigation, paths, texts, statusTexts }), [navigation, paths, texts, statusTexts]);
  const data = query.data?.customerProfilePaging;
  const { accountNumber, userId, currency } = search;

  return (
    <PageSection
      heading={heading ?? texts.heading}
      actions={<CustomerTypeDialog />}
    >
      <SavedViewsMenu list="customers" columns={columns} />
      <FilterPanel active={countActiveFilters(search, DEFAULT_CUSTOMER_LIST_SEARCH)}>
        <CustomerListFilters
          key={`${accountNumber}\n${userId}\n${currency}`}
          applied={{ accountNumber, userId, currency }}
          searching={query.isFetching}
          onSearch={(filters) => update({ ...filters, page: 1 })}
          onReset={reset}
        />
      </FilterPanel>
      <PagedResults
        list={list}
        rows={data?.customerProfileWebViewList}
        totalCount={data?.totalSize ?? 0}
        columns={columns}
        getRowId={rowId}
        caption={texts.caption}
        loadFailed={texts.loadFailed}
        filtered={hasCustomerFilters(search)}
      />
    </PageSection>
  );
}
