import { PAGE_TEXTS, REGISTRATION_REPORT_TEXTS } from '@lego-portal/rules';
import { useMemo } from 'react';
import { useDateFormat } from '../../../provider/date-format';
import { useTexts } from '../../../texts/texts-context';
import { RegistrationReportPage } from '../registration-shared';
import { registrationReportColumns, registrationRowId } from './registration-report-columns';
import { RegistrationReportFilters } from './registration-report-filters';
import { defaultRegistrationReportSearch, hasRegistrationFilters } from './registration-report-search';
import { useRegistrationReport } from './use-registration-report';

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
  const { dateTime } = useDateFormat();
  const list = useRegistrationReport();
  const texts = useTexts('registrationReport', REGISTRATION_REPORT_TEXTS);
  const pages = useTexts('page', PAGE_TEXTS);
  const columns = useMemo(() => registrationReportColumns({ dateTime, texts }), [dateTime, texts]);

  return (
    <RegistrationReportPage
      heading={heading ?? pages['reports.registration']}
      views="registrations"
      list={list}
      defaults={defaultRegistrationReportSearch}
      filtered={hasRegistrationFilters}
      caption={texts.registrationCaption}
      columns={columns}
      getRowId={registrationRowId}
      filters={(wiring) => <RegistrationReportFilters {...wiring} ownMerchant={list.ownMerchant} />}
    />
  );
}
