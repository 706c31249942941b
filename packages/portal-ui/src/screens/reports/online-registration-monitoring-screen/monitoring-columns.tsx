import type { Schemas } from '@lego-portal/api-client';
import type { AreaTranslation } from '@lego-portal/rules';
import { css } from '../../../../styled-system/css';
import type { DataTableColumn } from '../../../primitives/data-table';
import { RegistrationStatusBadge } from '../registration-shared';

/** A row of the online registration monitoring report (spec section 3). */
export type MonitoringRow = Schemas['MonitoringRow'];

// An error description can be a sentence: it wraps instead of widening the table.
// At least 12rem in the wide table (a readable column); in a card (a narrow table, a 320 px phone)
// the value's own column decides, or the card and the page would scroll sideways (WCAG 1.4.10).
const errorText = css({
  display: 'block',
  minWidth: '12rem',
  maxWidth: '24rem',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  '@container lp-table (width < 48rem)': { minWidth: '0' },
});

/**
 * Columns of the monitoring row: the status as a badge named in the portal's language (failures
 * in the danger tone; on a phone's card beside the title), the error description whole and
 * wrapping. Sortable where the server sorts; an empty value shows the table's dash. Where the
 * table does not fit, the account number, other and merchant reference give way: the id, date,
 * customer reference, status and the error (why a registration failed) stay.
 */
export function monitoringColumns({ dateTime, texts }: { dateTime: (value: unknown) => string; texts: AreaTranslation<'registrationReport'> }): DataTableColumn<MonitoringRow>[] {
  return [
    { id: 'id', header: texts.id, sortable: true, cell: (row) => String(row.id) },
    { id: 'createdDateTime', header: texts.createdDateTime, sortable: true, cell: (row) => dateTime(row.createdDateTime) },
    { id: 'merchantReference', header: texts.merchantReference, sortable: true, priority: 3, cell: (row) => row.merchantReference },
    { id: 'customerReference', header: texts.customerReference, sortable: true, cell: (row) => row.customerReference },
    { id: 'otherReference', header: texts.otherReference, priority: 3, cell: (row) => row.otherReference },
    { id: 'customerAcctNo', header: texts.customerAcctNo, sortable: true, priority: 3, cell: (row) => row.customerAcctNo },
    {
      id: 'statusCode',
      header: texts.status,
      sortable: true,
      emphasis: 'status',
      cell: (row) => (row.statusCode || row.statusDesc ? <RegistrationStatusBadge code={row.statusCode} description={row.statusDesc} /> : null),
    },
    { id: 'errorDesc', header: texts.errorDesc, cell: (row) => (row.errorDesc ? <span className={errorText}>{row.errorDesc}</span> : null) },
  ];
}
