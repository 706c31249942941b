import type { TransactionMode } from '@lego-portal/rules';
import { CSV_EXPORT_MESSAGES, formatMessage, SUMMARY_REPORT_TEXTS, TRANSACTION_STATUS_TEXTS } from '@lego-portal/rules';
import { useId, useMemo, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { saveDownload } from '../../../downloads/save-download';
import { Button } from '../../../primitives/button';
import { LoadFailure } from '../../../primitives/load-failure';
import { Skeleton } from '../../../primitives/skeleton';
import { useDateFormat } from '../../../provider/date-format';
import { usePortal, usePortalSession } from '../../../provider/portal-provider';
import { useTexts } from '../../../texts/texts-context';
import { useFailureText } from '../../../texts/use-failure-text';
import { SegmentedChoice } from '../../../primitives/segmented-choice';
import { StatusPatterns } from './status-patterns';
import { SummaryChart } from './summary-chart';
import { summaryCsv } from './summary-csv';
import { SummaryFilters } from './summary-filters';
import { FilterPanel, countActiveFilters } from '../../../fields/filter-panel';
import { SavedViewsMenu } from '../../../lists';
import { defaultSummarySearch } from './summary-search';
import { summaryLinks } from './summary-links';
import type { SummaryMeasure } from './summary-search';
import { FOLDED_TABLE_DAYS, SummaryTable } from './summary-table';
import { SummaryTotals } from './summary-totals';
import { useSummaryByStatus } from './use-summary-by-status';
import { PageSection } from '../../../primitives/page-section';

/** Props of {@link SummaryByStatusScreen}. */
export interface SummaryByStatusScreenProps {
  /** The page heading; the catalogue's 'Summary of Payments by Status' by default. */
  heading?: string;
}

const styles = {
  results: css({ display: 'flex', flexDirection: 'column', gap: '6', minWidth: '0' }),
  toolbar: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: '4' }),
  loading: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  // The button and the reason it waits (when it does) stay together at the end of the toolbar.
  exportGroup: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: '3' }),
  empty: css({ p: '6', textAlign: 'center', borderWidth: '1px', borderStyle: 'dashed', borderColor: 'border.strong', borderRadius: 'md' }),
  emptyTitle: css({ fontWeight: 'semibold' }),
  muted: css({ color: 'fg.muted', fontSize: 'sm' }),
};

/**
 * The summary of payments by status (route `/reports/summary-by-status`, issue 17; inferred: the
 * spec names the grant but shows no screen). The transaction report's filters (the last 30 days
 * by default, the rules' date checks at the fields), then the period's totals by status with the
 * success rate, a stacked bar chart of each day by status with the success rate as a line, and
 * the same numbers as a table, downloadable as CSV; counts or amounts. State lives in the URL.
 * Figures open the transaction report filtered to them when the session may open it in the
 * summary's mode. Render it inside the host's frame; it is a section with the page's one h1.
 */
export function SummaryByStatusScreen({ heading }: SummaryByStatusScreenProps) {
  const { paths, timeZone } = usePortal();
  const { era } = useDateFormat();
  const { permissions } = usePortalSession();
  const { search, defaultMode, dateErrors, query, shown, update, reset } = useSummaryByStatus();
  const texts = useTexts('summaryReport', SUMMARY_REPORT_TEXTS);
  const statusNames = useTexts('transactionStatus', TRANSACTION_STATUS_TEXTS);
  const failureText = useFailureText();
  const exportTexts = useTexts('csvExport', CSV_EXPORT_MESSAGES);
  const [unapplied, setUnapplied] = useState(false);
  // Pattern ids are page-wide: a second summary on the page keeps its own.
  const patternPrefix = `summary${useId().replace(/[^\w-]/g, '')}`;
  const filters = shown?.filters;
  const links = useMemo(() => (filters ? summaryLinks(filters, paths, permissions, timeZone) : null), [filters, paths, permissions, timeZone]);
  const { measure } = search;
  const blocked = dateErrors.length > 0;

  const download = () => {
    if (!shown) return;
    const csv = summaryCsv(shown.series, measure, { day: texts.day, total: texts.total, successRate: texts.successRate, status: statusNames });
    const filename = formatMessage(texts.fileName, { from: shown.filters.fromDate.slice(0, 8), to: shown.filters.toDate.slice(0, 8) });
    saveDownload({ blob: new Blob([csv], { type: 'text/csv;charset=utf-8' }), filename });
  };

  const content = () => {
    if (blocked) return null;
    if (query.isError) {
      return (
        <LoadFailure message={formatMessage(texts.loadFailed, { reason: failureText(query.error) })} retrying={query.isFetching} onRetry={() => query.refetch()} />
      );
    }
    if (!shown) {
      return (
        <div role="status" aria-busy="true" className={styles.loading}>
          <p className={styles.muted}>{texts.loading}</p>
          <Skeleton height="5rem" />
          <Skeleton height="16rem" />
          <Skeleton height="10rem" />
        </div>
      );
    }
    if (shown.series.totals.count === 0) {
      return (
        <div role="status" aria-busy={query.isFetching} className={styles.empty}>
          <p className={styles.emptyTitle}>{texts.empty}</p>
          <p className={styles.muted}>{texts.emptyHint}</p>
        </div>
      );
    }
    return (
      <div aria-busy={query.isFetching} className={styles.results}>
        <StatusPatterns prefix={patternPrefix} />
        <div className={styles.toolbar}>
          <SegmentedChoice<SummaryMeasure>
            label={texts.measure}
            name="measure"
            choices={[
              { value: 'count', label: texts.count },
              { value: 'amount', label: texts.amount },
            ]}
            value={measure}
            onValueChange={(next) => update({ measure: next })}
          />
          {/* As every report's export: the searched filters only, so it waits for a Search of changed ones. */}
          <div className={styles.exportGroup}>
            <Button variant="outline" onClick={download} disabled={unapplied} disabledReason={exportTexts.searchFirst}>
              {texts.download}
            </Button>
          </div>
        </div>
        <SummaryTotals series={shown.series} measure={measure} links={links} patternPrefix={patternPrefix} />
        <SummaryChart series={shown.series} measure={measure} links={links} patternPrefix={patternPrefix} />
        <SummaryTable key={shown.series.days.length > FOLDED_TABLE_DAYS ? 'folded' : 'open'} series={shown.series} measure={measure} links={links} />
      </div>
    );
  };

  return (
    <PageSection
      heading={heading ?? texts.heading}
      // The report type where the transaction report has it: the page's switch, top right, at once.
      actions={
        <SegmentedChoice<TransactionMode>
          label={texts.mode}
          hideLabel
          name="mode"
          choices={[
            { value: 'online', label: texts.online },
            { value: 'scheduled', label: texts.scheduled },
          ]}
          value={search.mode}
          onValueChange={(mode) => update({ mode })}
        />
      }
    >
      <SavedViewsMenu list="summary-by-status" dates={{ from: search.fromDate, to: search.toDate }} />
      <FilterPanel active={countActiveFilters(search, defaultSummarySearch(defaultMode, timeZone), ['measure', 'mode'])}>
        <SummaryFilters
          // Back, Reset, a shared link or another era shows the applied filters again.
          key={`${era}\n${JSON.stringify({ ...search, measure: null })}`}
          filters={search}
          defaultMode={defaultMode}
          dateErrors={dateErrors}
          searching={query.isFetching}
          onSearch={(next) => update(next)}
          onReset={reset}
          onUnappliedChange={setUnapplied}
        />
      </FilterPanel>
      {content()}
    </PageSection>
  );
}
