import type { Schemas } from '@lego-portal/api-client';
import type { AreaTranslation } from '@lego-portal/rules';
import type { DataTableColumn } from '../../../primitives/data-table';
import { channelName } from '../registration-shared';

/** A row of the registration report (spec section 3). */
export type RegistrationReportRow = Schemas['RegistrationRow'];

/** The row has no id of its own; these fields together tell a page's rows apart. */
export const registrationRowId = (row: RegistrationReportRow) => `${row.createdDateTime}|${row.customerReference}|${row.customerAcctNo}`;

/**
 * Columns of the registration report row, every one sortable on the server: the created date as
 * DD/MM/YYYY HH:mm:ss in the business time zone, channels by their meaning ('Payment Gateway', not PGW);
 * an empty value shows the table's dash, read as 'None'. Where the table does not fit, the
 * channels give way first, then the account number.
 */
export function registrationReportColumns({
  dateTime,
  texts,
}: {
  /** The portal's date formatter (`useDateFormat().dateTime`): the person's era. */
  dateTime: (value: unknown) => string;
  texts: AreaTranslation<'registrationReport'>;
}): DataTableColumn<RegistrationReportRow>[] {
  return [
    { id: 'createdDateTime', header: texts.createdDateTime, sortable: true, cell: (row) => dateTime(row.createdDateTime) },
    { id: 'customerReference', header: texts.customerReference, sortable: true, cell: (row) => row.customerReference },
    { id: 'customerAcctNo', header: texts.customerAcctNo, sortable: true, priority: 2, cell: (row) => row.customerAcctNo },
    { id: 'customerName', header: texts.customerName, sortable: true, cell: (row) => row.customerName },
    { id: 'registrationChannel', header: texts.registrationChannel, sortable: true, priority: 3, cell: (row) => channelName(texts, row.registrationChannel) },
    { id: 'paymentChannel', header: texts.paymentChannel, sortable: true, priority: 3, cell: (row) => channelName(texts, row.paymentChannel) },
  ];
}
