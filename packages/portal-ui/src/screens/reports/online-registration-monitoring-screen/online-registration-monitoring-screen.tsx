import { PAGE_TEXTS, REGISTRATION_REPORT_TEXTS } from '@lego-portal/rules';
import { useMemo, useState } from 'react';
import { usePortal } from '../../../provider/portal-provider';
import { useDateFormat } from '../../../provider/date-format';
import { useTexts } from '../../../texts/texts-context';
import { RegistrationCsvExport, RegistrationResults } from '../registration-shared';
import { monitoringColumns } from './monitoring-columns';
import { MonitoringFilters } from './monitoring-filters';
import { FilterPanel, countActiveFilters } from '../../../fields/filter-panel';
import { defaultMonitoringSearch, hasMonitoringFilters } from './monitoring-search';
import { useOnlineRegistrationMonitoring } from './use-online-registration-monitoring';
import { PageSection } from '../../../primitives/page-section';
import { SavedViewsMenu } from '../../../lists';

/** Props of {@link OnlineRegistrationMonitoringScreen}. */
export interface OnlineRegistrationMonitoringScreenProps {
  /** The page heading; the route's name 'Online Registration Monitoring' (`page.reports.monitoring`) by default. */
  heading?: string;
}

/**
 * The online registration monitoring report of the signed-in user's merchant (route
 * `/reports/online-registration-monitoring`, spec sections 2 and 3): online registrations of the
 * last 30 days by default, filtered by range, status and customer reference, in a server-sorted,
 * paged table whose state lives in the URL; each row's status is a badge and its error described.
 * Export CSV saves every row of the applied search (at most 30 days; staff confirm 'Export a large
 * file' first, a merchant user's export names its own merchant and goes at once).
 * Render it inside the host's frame; it is a section with the page's one h1.
 */
export function OnlineRegistrationMonitoringScreen({ heading }: OnlineRegistrationMonitoringScreenProps) {
  const { timeZone } = usePortal();
  const { dateTime } = useDateFormat();
  const list = useOnlineRegistrationMonitoring();
  const { search, query, update, reset, criteriaOf } = list;
  const texts = useTexts('registrationReport', REGISTRATION_REPORT_TEXTS);
  const pages = useTexts('page', PAGE_TEXTS);
  // Reset must clear unapplied edits too, even when the applied search is the default already.
  const [resets, setResets] = useState(0);
  const [unapplied, setUnapplied] = useState(false);
  // The search's total once its answer is in (not the last search's, shown while the next loads).
  const total = query.data && !query.isPlaceholderData ? query.data.registrations.rowNum : undefined;
  const columns = useMemo(() => monitoringColumns({ dateTime, texts }), [dateTime, texts]);
  // The export is the applied search exactly (what the table shows, in its order), every page.
  const criteria = useMemo(() => criteriaOf(search), [criteriaOf, search]);
  const applied = { from: search.from, to: search.to, status: search.status, customerReference: search.customerReference };
  const onReset = () => {
    setResets((count) => count + 1);
    reset();
  };

  return (
    <PageSection heading={heading ?? pages['reports.monitoring']}>
      <SavedViewsMenu list="registration-monitoring" columns={columns} dates={search} />
      <FilterPanel active={countActiveFilters(search, defaultMonitoringSearch(timeZone))}>
        <MonitoringFilters
          key={`${JSON.stringify(applied)}#${resets}`}
          applied={applied}
          searching={query.isFetching}
          onSearch={(criteria) => update({ ...criteria, page: 1 })}
          onReset={onReset}
          onUnappliedChange={setUnapplied}
        />
      </FilterPanel>
      <RegistrationCsvExport criteria={criteria} total={total} unapplied={unapplied} />
      <RegistrationResults
        caption={texts.monitoringCaption}
        columns={columns}
        getRowId={(row) => String(row.id)}
        list={list}
        filtered={hasMonitoringFilters(search)}
      />
    </PageSection>
  );
}
