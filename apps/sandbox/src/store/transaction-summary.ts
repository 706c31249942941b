/**
 * The summary of payments by status (issue 17, inferred): per day and status code, how many
 * transactions and the sum of their amounts, under the transaction report's own filter.
 */
import type { Queryable } from '../db/database';
import type { OwnMerchant, TransactionCriteria } from './transactions';
import { merchantCondition, reportMerchant, transactionFilter } from './transactions';

/** Criteria of the summary, as the contract names them (a subset of the report's). */
export type TransactionSummaryCriteria = Pick<TransactionCriteria, 'mode' | 'merchantId' | 'merchantName' | 'fromDate' | 'toDate' | 'statusCodes'>;

/** One day (YYYYMMDD) and status code with at least one transaction. */
export interface TransactionSummaryRow {
  day: string;
  statusCode: string;
  count: number;
  amount: number;
}

/** `YYYYMMDD` moved by `days` calendar days. */
function shiftDay(day: string, days: number): string {
  const date = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8)) + days));
  return date.toISOString().slice(0, 10).replaceAll('-', '');
}

/** The days a range covers whole (from 00:00:00 through 23:59:59), as `YYYYMMDD`; `first > last` when none. */
export function wholeDays(fromDate: string, toDate: string): { first: string; last: string } {
  const first = fromDate.slice(8) === '000000' ? fromDate.slice(0, 8) : shiftDay(fromDate.slice(0, 8), 1);
  const last = toDate.slice(8) >= '235959' ? toDate.slice(0, 8) : shiftDay(toDate.slice(0, 8), -1);
  return { first, last };
}

const GROUPED = `select substr(created_datetime, 1, 8) as day, status_code as "statusCode", count(*)::int as count,
                        round(sum(coalesce(amount, 0)), 2)::float8 as amount
                   from payment_transaction`;

/**
 * One query, ordered by day then status. The transactions are read under exactly the list's
 * WHERE clause (so the counts add up to the list's rowNum for the same criteria), from the report
 * index alone. Whole days come from payment_transaction_daily instead (migration 005: grouping
 * some 320 000 rows of a 360-day range is too slow on PGlite), added up over the stored merchant
 * names the name filter keeps (migration 006), so the index is read only for the parts of the
 * first and last day that the range cuts.
 */
export async function summarizeTransactions(db: Queryable, c: TransactionSummaryCriteria, own: OwnMerchant): Promise<TransactionSummaryRow[]> {
  const { where, params, names } = await transactionFilter(db, c, own);
  if (names === false) return [];
  const { first, last } = wholeDays(c.fromDate, c.toDate);
  if (first > last) return db.query<TransactionSummaryRow>(`${GROUPED} where ${where} group by 1, 2 order by 1, 2`, params);
  const at = (value: unknown) => `$${params.push(value)}`;
  const statuses = c.statusCodes && c.statusCodes.length > 0 ? ` and status_code = any(${at(c.statusCodes)}::text[])` : '';
  const named = Array.isArray(names) ? ` and merchant_name = any(${at(names)}::text[])` : '';
  return db.query<TransactionSummaryRow>(
    `select day, "statusCode", count, amount from (
       select day, status_code as "statusCode", sum(txn_count)::int as count, sum(amount_sum)::float8 as amount
         from payment_transaction_daily
        where ${merchantCondition(reportMerchant(c, own))} and mode = $2 and day >= ${at(first)} and day <= ${at(last)}${statuses}${named}
        group by 1, 2
       union all
       ${GROUPED} where ${where} and created_datetime < ${at(`${first}000000`)} group by 1, 2
       union all
       ${GROUPED} where ${where} and created_datetime > ${at(`${last}235959`)} group by 1, 2
     ) s
     order by day, "statusCode"`,
    params,
  );
}
