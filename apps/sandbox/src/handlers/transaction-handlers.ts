/**
 * lego-report transactions: list and detail (online and scheduled modes, every filter of spec
 * section 7), the CSV download, streamed from the database (COPY) with the 30-day cap enforced
 * here as well as in the portal, and the summary by day and status (issue 17, inferred).
 */
import { validateCsvExport, validateTransactionSearch } from '@lego-portal/rules';
import { fail, rulesFailure } from '../errors';
import type { CsvColumn } from '../reports/csv-columns';
import { csvExport } from '../reports/csv-columns';
import type { TransactionSummaryCriteria } from '../store/transaction-summary';
import { summarizeTransactions } from '../store/transaction-summary';
import type { OwnMerchant, TransactionCriteria } from '../store/transactions';
import {
  findTransaction,
  listTransactions as queryTransactions,
  TRANSACTION_SORT_COLUMNS,
  TRANSACTION_STATUS_TEXT,
  transactionFilter,
  transactionOrder,
} from '../store/transactions';
import type { OperationHandler, Principal } from './handler-types';
import { checkSortField, csvFile, ok, principalOf } from './handler-types';
import { merchantOfCall, reportScope } from './merchant-scope';

/**
 * The caller's merchant, or every merchant for bank staff (issue 29). Its current name plays no
 * part: the merchant name filter matches the name stored on each row, the one the row shows
 * (see `matchMerchantNames`).
 */
export function ownMerchant(principal: Principal): OwnMerchant {
  return reportScope(principal);
}

function requireMode(principal: Principal, mode: string) {
  const allowed = mode === 'online' ? principal.permissions.onlineTransactionReport : principal.permissions.scheduledTransactionReport;
  if (!allowed) throw fail.forbidden();
}

export const listTransactions: OperationHandler = async (ctx) => {
  const principal = principalOf(ctx);
  const criteria = ctx.body as TransactionCriteria;
  requireMode(principal, criteria.mode);
  const dates = validateTransactionSearch(criteria);
  if (!dates.ok) throw rulesFailure(dates.errors);
  checkSortField(criteria.sortField, TRANSACTION_SORT_COLUMNS);
  const { rows, total } = await queryTransactions(ctx.deps.db, criteria, ownMerchant(principal));
  return ok({ transactions: { values: rows, rowNum: total } });
};

/**
 * The summary of payments by status. Its own role (the contract's x-roles) gates it whatever the
 * mode; the dates are checked like the list's, and the rows come from the list's filter.
 */
export const summarizeTransactionsByStatus: OperationHandler = async (ctx) => {
  const principal = principalOf(ctx);
  const criteria = ctx.body as TransactionSummaryCriteria;
  const dates = validateTransactionSearch(criteria);
  if (!dates.ok) throw rulesFailure(dates.errors);
  const rows = await summarizeTransactions(ctx.deps.db, criteria, ownMerchant(principal));
  return ok({ summary: { rows } });
};

export const getTransaction: OperationHandler = async (ctx) => {
  const principal = principalOf(ctx);
  const { merchantId, txnNumber } = ctx.body as { merchantId: string; txnNumber: string };
  const notFound = () => fail.notFound('Transaction not found.');
  const row = await findTransaction(ctx.deps.db, merchantOfCall(principal, merchantId, notFound), txnNumber);
  if (!row) throw notFound();
  requireMode(principal, row.mode);
  const { mode: _mode, ...transaction } = row;
  return ok({ transaction });
};

/** Columns of the transaction CSV (amounts are numeric(14, 2), so their text has two decimals). */
export const TRANSACTION_CSV_COLUMNS: readonly CsvColumn[] = [
  { header: 'Transaction No.', sql: 'txn_number' },
  { header: 'Created Date Time', sql: 'created_datetime', kind: 'timestamp' },
  { header: 'Updated Date Time', sql: 'updated_datetime', kind: 'timestamp' },
  { header: 'Merchant ID', sql: 'merchant_id', kind: 'safe' },
  { header: 'Merchant Name', sql: 'merchant_name' },
  { header: 'Sub Account ID', sql: 'sub_account_id' },
  { header: 'Merchant Reference', sql: 'ref_number' },
  { header: "Merchant's Customer No.", sql: 'customer_ref' },
  { header: 'Payer Account', sql: 'from_acct_number' },
  { header: 'Actual Account', sql: 'actual_acct_number' },
  { header: 'To Account', sql: 'to_acct_number' },
  { header: 'Original Amount', sql: 'ori_amount', kind: 'safe' },
  { header: 'Amount', sql: 'amount', kind: 'safe' },
  { header: 'Merchant Fee', sql: 'merchant_fee_amount', kind: 'safe' },
  { header: 'Customer Fee', sql: 'customer_fee_amount', kind: 'safe' },
  { header: 'Fine Amount', sql: 'fine_amount', kind: 'safe' },
  { header: 'Status Code', sql: 'status_code', kind: 'safe' },
  { header: 'Status', sql: 'status_code', kind: 'safe', labels: TRANSACTION_STATUS_TEXT },
  { header: 'Error Description', sql: 'error_description' },
  { header: 'Host Response Code', sql: 'host_response_code' },
  { header: 'Host Response Description', sql: 'host_response_desc' },
  { header: 'Payment Channel', sql: 'payment_channel' },
  { header: 'Integration Type', sql: 'merchant_integration_type', kind: 'safe' },
  { header: 'Corporate ID', sql: 'corp_id' },
];

export const downloadTransactions: OperationHandler = async (ctx) => {
  const principal = principalOf(ctx);
  const { transactionCriteria: criteria } = ctx.body as { transactionCriteria: TransactionCriteria };
  requireMode(principal, criteria.mode);
  const cap = validateCsvExport(criteria);
  if (!cap.ok) throw rulesFailure(cap.errors);
  checkSortField(criteria.sortField, TRANSACTION_SORT_COLUMNS);
  const { where, params } = await transactionFilter(ctx.deps.db, criteria, ownMerchant(principal));
  const content = csvExport(ctx.deps.db, { columns: TRANSACTION_CSV_COLUMNS, table: 'payment_transaction', where, params, order: transactionOrder(criteria) });
  return csvFile(`transaction_${criteria.mode}_${criteria.fromDate.slice(0, 8)}_${criteria.toDate.slice(0, 8)}.csv`, content);
};
