import { legoDownloadStreams } from '@lego-portal/api-client';
import { useCallback, useMemo } from 'react';
import { usePortal } from '../../../../provider/portal-provider';
import { CsvExport } from '../../csv-export';
import type { RegistrationCriteria } from '../registration-search';

/** Props of {@link RegistrationCsvExport}. */
export interface RegistrationCsvExportProps {
  /**
   * The list request of the applied search (what the table shows): its flag (ALL for the
   * registration report, ONLINE for monitoring), filters, range and order; its paging is dropped.
   * Memoize it: a new object is a new search, which clears a refusal shown for the last.
   */
  criteria: RegistrationCriteria;
  /** The rows the applied search found, once known (progress 'n of total', the confirm's count). */
  total?: number;
  /** The filters were changed but not searched: Export waits for Search (see `CsvExport`). */
  unapplied?: boolean;
}

/**
 * The 'Export CSV' of both registration reports (spec sections 1 and 5): every row of the applied
 * search, in the table's order, from the registration download (`reportType` csv). Over 30 days
 * is refused with the rules' message, no merchant filter asks 'Export a large file' first (a
 * merchant user's exports name its own merchant, so only staff are asked), and the rows stream to
 * disk with their count of the total and a Cancel beside the button, as on the transaction report.
 */
export function RegistrationCsvExport({ criteria, total, unapplied }: RegistrationCsvExportProps) {
  const { client } = usePortal();
  const exportCriteria = useMemo(() => {
    const { pageNo: _pageNo, pageSize: _pageSize, ...everyPage } = criteria;
    return everyPage;
  }, [criteria]);
  const start = useCallback(
    (signal: AbortSignal) => legoDownloadStreams.registrations(client, { reportType: 'csv', registrationCriteria: exportCriteria }, { signal }),
    [client, exportCriteria],
  );
  return <CsvExport criteria={exportCriteria} start={start} total={total} unapplied={unapplied} />;
}
