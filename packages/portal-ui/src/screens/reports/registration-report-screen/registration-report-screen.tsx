import { PAGE_TEXTS, REGISTRATION_REPORT_TEXTS } from '@lego-portal/rules';
import { useMemo, useState } from 'react';
import { usePortal } from '../../../provider/portal-provider';
import { useDateFormat } from '../../../provider/date-format';
import { useTexts } from '../../../texts/texts-context';
import { RegistrationCsvExport, RegistrationResults } from '../registration-shared';
import { registrationReportColumns, registrationRowId } from './registration-report-columns';
import { RegistrationReportFilters } from './registration-report-filters';
import { FilterPanel, countActiveFilters } from '../../../fields/filter-panel';
import { hasRegistrationFilters, defaultRegistrationReportSearch } from './registration-report-search';
import { useRegistrationReport } from './use-registration-report';
import { PageSection } from '../../../primitives/page-section';
import { SavedViewsMenu } from '../../../lists';

/** Props of {@link RegistrationReportScreen}. */
export interface RegistrationReportScreenProps {
  /** The page heading; the route's name 'Registration Report' (`page.reports.registration`) by default. */
  heading?: string;
}

/**
 * The registration report of the signed-in user's merchant (route `/reports/registration`, spec
 * sections 2 and 3): the filters of section 2, the last 30 days by default, and a server-sorted,
 * paged table of registrations whose state lives in the URL. A merchant user's merchant ID and
 * name filters show its own merchant, fixed; staff search across merchants with them. Render it inside the host's frame;
 * it is a section with the page's one h1.
 */
export function RegistrationReportScreen({ heading }: RegistrationReportScreenProps) {
  const { timeZone } = usePortal();
  const { dateTime } = useDateFormat();
  const list = useRegistrationReport();
  const { search, query, update, reset, ownMerchant, criteriaOf } = list;
  const texts = useTexts('registrationReport', REGISTRATION_REPORT_TEXTS);
  const pages = useTexts('page', PAGE_TEXTS);
  // Reset must clear unapplied edits too, even when the applied search is the default already.
  const [resets, setResets] = useState(0);
  const [unapplied, setUnapplied] = useState(false);
  // The search's total once its answer is in (not the last search's, shown while the next loads).
  const total = query.data && !query.isPlaceholderData ? query.data.registrations.rowNum : undefined;
  const columns = useMemo(() => registrationReportColumns({ dateTime, texts }), [dateTime, texts]);
  const { sort: _sort, page: _page, size: _size, ...applied } = search;
  // The export is the applied search exactly (what the table shows, in its order), every page.
  const criteria = useMemo(() => criteriaOf(search), [criteriaOf, search]);
  const onReset = () => {
    setResets((count) => count + 1);
    reset();
  };

  return (
    <PageSection heading={heading ?? pages['reports.registration']}>
      <SavedViewsMenu list="registrations" columns={columns} dates={search} />
      <FilterPanel active={countActiveFilters(search, defaultRegistrationReportSearch(timeZone))}>
        <RegistrationReportFilters
          key={`${JSON.stringify(applied)}#${resets}`}
          applied={applied}
          ownMerchant={ownMerchant}
          searching={query.isFetching}
          onSearch={(criteria) => update({ ...criteria, page: 1 })}
          onReset={onReset}
          onUnappliedChange={setUnapplied}
        />
      </FilterPanel>
      <RegistrationCsvExport criteria={criteria} total={total} unapplied={unapplied} />
      <RegistrationResults
        caption={texts.registrationCaption}
        columns={columns}
        getRowId={registrationRowId}
        list={list}
        filtered={hasRegistrationFilters(search)}
      />
    </PageSection>
  );
}
