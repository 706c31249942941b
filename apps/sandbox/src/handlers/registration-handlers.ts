/**
 * lego-report registrations: the registration report (ALL, DD_REPORT_REGISTRATION) and the
 * online registration monitoring report (ONLINE, DD_REPORT_ONLINE_REGISTRATION), list and CSV.
 */
import { REGISTRATION_STATUSES, validateCsvExport, validateRegistrationSearch } from '@lego-portal/rules';
import { fail, rulesFailure } from '../errors';
import type { CsvColumn } from '../reports/csv-columns';
import { csvExport } from '../reports/csv-columns';
import type { RegistrationCriteria } from '../store/registrations';
import {
  listRegistrations as queryRegistrations,
  REGISTRATION_SORT_COLUMNS,
  registrationFilter,
  registrationOrder,
} from '../store/registrations';
import type { OperationHandler, Principal } from './handler-types';
import { checkSortField, csvFile, ok, principalOf } from './handler-types';
import { ownMerchant } from './transaction-handlers';

const STATUS_TEXT = new Map<string, string>(REGISTRATION_STATUSES.map((s) => [s.code, s.label]));

function requireFlag(principal: Principal, flag: string) {
  const allowed = flag === 'ONLINE' ? principal.permissions.onlineRegistrationReport : principal.permissions.registrationReport;
  if (!allowed) throw fail.forbidden();
}

/**
 * The rules' registration search checks (real dates, from not after to, at most 360 days: the
 * transaction search's, in the registration report's words), then the sort field.
 */
function checkCriteria(c: RegistrationCriteria) {
  const dates = validateRegistrationSearch(c);
  if (!dates.ok) throw rulesFailure(dates.errors);
  checkSortField(c.sortField, REGISTRATION_SORT_COLUMNS);
}

/** Monitoring rows carry the status text beside the code. */
function present(c: RegistrationCriteria, row: Record<string, unknown>) {
  return c.customerRegFlag === 'ONLINE' ? { ...row, statusDesc: STATUS_TEXT.get(String(row.statusCode)) ?? null } : row;
}

export const listRegistrations: OperationHandler = async (ctx) => {
  const principal = principalOf(ctx);
  const criteria = ctx.body as RegistrationCriteria;
  requireFlag(principal, criteria.customerRegFlag);
  checkCriteria(criteria);
  const { rows, total } = await queryRegistrations(ctx.deps.db, criteria, ownMerchant(principal));
  return ok({ registrations: { values: rows.map((row) => present(criteria, row)), rowNum: total } });
};

/** Columns of the two registration CSVs. */
export const REGISTRATION_CSV_COLUMNS: Readonly<Record<'ALL' | 'ONLINE', readonly CsvColumn[]>> = {
  ALL: [
    { header: 'Created Date Time', sql: 'created_datetime', kind: 'timestamp' },
    { header: 'Customer Reference', sql: 'customer_reference' },
    { header: 'Customer Account No.', sql: 'customer_acct_no' },
    { header: 'Customer Name', sql: 'customer_name' },
    { header: 'Registration Channel', sql: 'registration_channel' },
    { header: 'Payment Channel', sql: 'payment_channel' },
  ],
  ONLINE: [
    { header: 'ID', sql: 'id', kind: 'safe' },
    { header: 'Created Date Time', sql: 'created_datetime', kind: 'timestamp' },
    { header: 'Merchant Reference', sql: 'merchant_reference' },
    { header: 'Customer Reference', sql: 'customer_reference' },
    { header: 'Other Reference', sql: 'other_reference' },
    { header: 'Customer Account No.', sql: 'customer_acct_no' },
    { header: 'Status', sql: 'status_code', kind: 'safe', labels: STATUS_TEXT },
    { header: 'Error Description', sql: 'error_desc' },
  ],
};

export const downloadRegistrations: OperationHandler = async (ctx) => {
  const principal = principalOf(ctx);
  const { registrationCriteria: c } = ctx.body as { registrationCriteria: RegistrationCriteria };
  requireFlag(principal, c.customerRegFlag);
  checkCriteria(c);
  // The spec's 30-day CSV cap applies to every CSV export.
  const cap = validateCsvExport(c);
  if (!cap.ok) throw rulesFailure(cap.errors);
  const { where, params } = registrationFilter(c, ownMerchant(principal));
  const columns = REGISTRATION_CSV_COLUMNS[c.customerRegFlag];
  const content = csvExport(ctx.deps.db, { columns, table: 'registration', where, params, order: registrationOrder(c) });
  const name = c.customerRegFlag === 'ONLINE' ? 'online_registration_monitoring' : 'registration';
  return csvFile(`${name}_${c.fromDate.slice(0, 8)}_${c.toDate.slice(0, 8)}.csv`, content);
};
