import type { Schemas } from '@lego-portal/api-client';
import type { AreaTranslation, PortalLocale } from '@lego-portal/rules';
import { formatAmount } from '@lego-portal/rules';
import type { PortalContextValue } from '../../../provider/portal-provider';
import type { DataTableColumn } from '../../../primitives/data-table';
import { TransactionStatusBadge } from '../transaction-status-badge';

/** A row of the transaction report. */
export type TransactionRow = Schemas['Transaction'];

/**
 * Columns a merchant needs to find a payment (spec sections 2 and 3): the number links to the
 * detail; the created date-time as DD/MM/YYYY HH:mm:ss in the business zone; amounts with two
 * decimals, aligned at the end; the status badge beside the number on a phone's card. Where the
 * table does not fit (a laptop), the fee and the payer account give way first, then the
 * customer number and the reference: the number, date, amount and status always show. Nothing
 * stored shows the table's dash (read as 'None'). With `namesMerchant` (bank staff, whose report
 * spans merchants) the number's link names the row's merchant, which the detail call needs, and
 * a Merchant Name column that never gives way says whose payment each row is.
 */
export function transactionReportColumns({
  navigation,
  paths,
  dateTime,
  locale,
  texts,
  namesMerchant = false,
}: Pick<PortalContextValue, 'navigation' | 'paths'> & {
  /** The portal's date formatter (`useDateFormat().dateTime`): the person's era. */
  dateTime: (value: unknown) => string;
  locale: PortalLocale;
  texts: AreaTranslation<'transactionReport'>;
  namesMerchant?: boolean;
}): DataTableColumn<TransactionRow>[] {
  const { Link } = navigation;
  return [
    {
      id: 'txnNumber',
      header: texts.txnNumber,
      sortable: true,
      cell: (row) => <Link to={namesMerchant ? paths.transactionDetail(row.txnNumber, row.merchantId) : paths.transactionDetail(row.txnNumber)}>{row.txnNumber}</Link>,
    },
    { id: 'createdDateTime', header: texts.createdDateTime, sortable: true, cell: (row) => dateTime(row.createdDateTime) },
    ...(namesMerchant ? [{ id: 'merchantName', header: texts.merchantName, cell: (row: TransactionRow) => row.merchantName }] : []),
    { id: 'refNumber', header: texts.refNumber, sortable: true, priority: 2, cell: (row) => row.refNumber },
    { id: 'customerRef', header: texts.customerRef, sortable: true, priority: 2, cell: (row) => row.customerRef },
    { id: 'fromAcctNumber', header: texts.fromAcctNumber, sortable: true, priority: 3, cell: (row) => row.fromAcctNumber },
    { id: 'amount', header: texts.amount, sortable: true, align: 'end', cell: (row) => formatAmount(row.amount, locale) },
    { id: 'merchantFee', header: texts.merchantFee, align: 'end', priority: 3, cell: (row) => formatAmount(row.merchantFeeAmount, locale) },
    {
      id: 'statusCode',
      header: texts.status,
      sortable: true,
      emphasis: 'status',
      cell: (row) => <TransactionStatusBadge statusCode={row.statusCode} />,
    },
  ];
}
