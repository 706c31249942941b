import { PAGE_TEXTS, REGISTRATION_REPORT_TEXTS } from '@lego-portal/rules';
import { useMemo } from 'react';
import { useDateFormat } from '../../../provider/date-format';
import { useTexts } from '../../../texts/texts-context';
import { RegistrationReportPage } from '../registration-shared';
import { monitoringColumns } from './monitoring-columns';
import { MonitoringFilters } from './monitoring-filters';
import { defaultMonitoringSearch, hasMonitoringFilters } from './monitoring-search';
import { useOnlineRegistrationMonitoring } from './use-online-registration-monitoring';

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
  const { dateTime } = useDateFormat();
  const list = useOnlineRegistrationMonitoring();
  const texts = useTexts('registrationReport', REGISTRATION_REPORT_TEXTS);
  const pages = useTexts('page', PAGE_TEXTS);
  const columns = useMemo(() => monitoringColumns({ dateTime, texts }), [dateTime, texts]);

  return (
    <RegistrationReportPage
      heading={heading ?? pages['reports.monitoring']}
      views="registration-monitoring"
      list={list}
      defaults={defaultMonitoringSearch}
      filtered={hasMonitoringFilters}
      caption={texts.monitoringCaption}
      columns={columns}
      getRowId={monitoringRowId}
      filters={(wiring) => <MonitoringFilters {...wiring} />}
    />
  );
}

/** A monitoring row's key: its registration id. */
const monitoringRowId = (row: { id: number | string }) => String(row.id);
