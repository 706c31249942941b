import { legoDownloadStreams } from '@lego-portal/api-client';
import type { TransactionMode } from '@lego-portal/rules';
import { REPORT_TITLES, TRANSACTION_REPORT_TEXTS } from '@lego-portal/rules';
import { useCallback, useMemo, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { usePortal, usePortalSession } from '../../../provider/portal-provider';
import { useDateFormat } from '../../../provider/date-format';
import { PagedResults, SavedViewsMenu } from '../../../lists';
import { useTexts } from '../../../texts/texts-context';
import { CsvExport } from '../csv-export';
import { TransactionReportFilters } from './transaction-report-filters';
import { FilterPanel, countActiveFilters } from '../../../fields/filter-panel';
import { transactionReportColumns } from './transaction-report-columns';
import { isFiltered, defaultTransactionReportSearch } from '../transaction-search/transaction-report-search';
import { useTransactionReport } from './use-transaction-report';
import { PageSection } from '../../../primitives/page-section';
import { useStaffAccess } from '../../../hooks/use-staff-access';

/** Props of {@link TransactionReportScreen}. */
export interface TransactionReportScreenProps {
  /** `online` or `scheduled`, from the route (`/reports/transactions/{mode}`); the host checks the role. */
  mode: TransactionMode;
  /** The page heading; the catalogue's 'Transaction Report' by default. */
  heading?: string;
}

const styles = {
  modes: css({ display: 'flex', gap: '1', p: '1', borderRadius: 'md', bg: 'bg.muted', listStyle: 'none', m: '0' }),
  mode: css({
    display: 'inline-block',
    px: '3',
    py: '1.5',
    borderRadius: 'sm',
    fontWeight: 'medium',
    color: 'fg.default',
    textDecoration: 'none',
    '&[aria-current=page]': { bg: 'bg.default', boxShadow: 'sm', fontWeight: 'semibold' },
  }),
};

/**
 * The transaction report (route `/reports/transactions/{mode}`, spec sections 2, 3 and 9): the
 * filters of section 2 (today by default), the rules' date checks at the fields, and a
 * server-sorted and paged table whose state lives in the URL, so Back from a detail returns to
 * the same page. A user holding both report roles switches between the online and scheduled
 * modes here. A merchant user's merchant ID and name filters show its own merchant, fixed; staff
 * search across merchants with them. Render it inside the host's frame; it is a section with the page's one h1.
 */
export function TransactionReportScreen({ mode, heading }: TransactionReportScreenProps) {
  const { client, navigation, paths, timeZone, locale } = usePortal();
  const { dateTime, era } = useDateFormat();
  const { permissions } = usePortalSession();
  const list = useTransactionReport(mode);
  const { search, dateErrors, query, update, reset, ownMerchant, criteriaOf } = list;
  const texts = useTexts('transactionReport', TRANSACTION_REPORT_TEXTS);
  const titles = useTexts('reportTitle', REPORT_TITLES);
  const { staff } = useStaffAccess();
  const columns = useMemo(
    () => transactionReportColumns({ navigation, paths, dateTime, locale, texts, namesMerchant: staff }),
    [navigation, paths, dateTime, locale, texts, staff],
  );
  const data = query.data?.transactions;
  const blocked = dateErrors.length > 0;
  // The search's total once its answer is in (not the last search's, shown while the next loads).
  const total = data && !query.isPlaceholderData ? data.rowNum : undefined;
  const [unapplied, setUnapplied] = useState(false);
  const { Link } = navigation;
  // The export is the applied search exactly (what the table shows, in its order), every page.
  const exportCriteria = useMemo(() => {
    const { pageNo: _pageNo, pageSize: _pageSize, ...criteria } = criteriaOf(search);
    return criteria;
  }, [search, criteriaOf]);
  const startExport = useCallback(
    (signal: AbortSignal) => legoDownloadStreams.transactions(client, { reportType: 'csv', transactionCriteria: exportCriteria }, { signal }),
    [client, exportCriteria],
  );

  return (
    <PageSection
      heading={heading ?? titles.transactionReport}
      actions={
        permissions.onlineTransactionReport && permissions.scheduledTransactionReport ? (
          <nav aria-label={texts.mode}>
            <ul className={styles.modes}>
              {(['online', 'scheduled'] as const).map((entry) => (
                <li key={entry}>
                  <Link to={paths.transactions(entry)} className={styles.mode} aria-current={entry === mode ? 'page' : undefined}>
                    {texts[entry]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : undefined
      }
    >
      <SavedViewsMenu list={`transactions:${mode}`} columns={columns} dates={{ from: search.fromDate, to: search.toDate }} />
      <FilterPanel active={countActiveFilters(search, defaultTransactionReportSearch(timeZone))}>
        <TransactionReportFilters
          // A new mode, Back, Reset or another era shows the applied filters again (in the era).
          key={`${mode}\n${era}\n${JSON.stringify({ ...search, sort: null, page: null, size: null })}`}
          filters={search}
          ownMerchant={ownMerchant}
          dateErrors={dateErrors}
          searching={query.isFetching}
          onSearch={(filters) => update({ ...filters, page: 1 })}
          onReset={reset}
          onUnappliedChange={setUnapplied}
        />
      </FilterPanel>
      <CsvExport criteria={exportCriteria} start={startExport} total={total} unapplied={unapplied} />
      <PagedResults
        list={list}
        rows={data?.values}
        totalCount={data?.rowNum ?? 0}
        columns={columns}
        getRowId={(row) => row.txnNumber}
        caption={texts.caption}
        loadFailed={texts.loadFailed}
        filtered={isFiltered(search, timeZone)}
        keepSorted
        blocked={blocked}
      />
    </PageSection>
  );
}
