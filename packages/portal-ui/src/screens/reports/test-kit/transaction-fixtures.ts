/**
 * Story data of the transaction screens: a merchant's transactions in the contract's formats
 * (timestamps YYYYMMDDHHmmss, status codes of spec section 4) and MSW handlers that filter, sort
 * and page like the sandbox. Not part of the published package.
 */
import type { Schemas } from '@lego-portal/api-client';
import { http, HttpResponse } from 'msw';

const CODES = ['1000', '1000', '1002', '1000', '1001', '1003', '0000', '1004', '1005', '9999'] as const;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 60 transactions of the story merchant on 20/11/2026, newest first, ten minutes apart. */
export const STORY_TRANSACTIONS: Schemas['Transaction'][] = Array.from({ length: 60 }, (_, i) => {
  const minutes = 23 * 60 + 50 - i * 10;
  const statusCode = CODES[i % CODES.length]!;
  return {
    txnNumber: `TX${pad(9000 - i, 10)}`,
    createdDateTime: `20261120${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}${pad(i % 60)}`,
    updatedDateTime: statusCode === '0000' ? null : `20261120${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}59`,
    oriAmount: 1000 + i * 137.5,
    amount: 1000 + i * 137.5,
    merchantFeeAmount: statusCode === '1000' ? 12.5 : 0,
    customerFeeAmount: i % 3 === 0 ? 2 : 0,
    fineAmount: 0,
    statusCode,
    errorDescription: statusCode === '1002' ? 'Insufficient funds' : null,
    hostResponseCode: statusCode === '1000' ? '00' : statusCode === '1002' ? '51' : null,
    hostResponseDesc: statusCode === '1000' ? 'Approved' : statusCode === '1002' ? 'Insufficient funds' : null,
    merchantIntegrationType: 'API',
    paymentChannel: 'PGW',
    merchantId: '1000000001',
    merchantName: 'Chao Phraya Insurance Public Company Limited',
    subAccountId: '01',
    toAcctNumber: '1234567890',
    refNumber: `INV${pad(500 + i, 7)}`,
    // Every seventh has no customer number: the table shows its dash.
    customerRef: i % 7 === 6 ? null : `CUST${pad(i, 5)}`,
    corpId: null,
    fromAcctNumber: `11${pad(i * 7919, 8)}`,
    actualAcctNumber: i % 10 === 0 ? '9990001112' : null,
  };
});

/** The list answer for criteria, filtered, sorted and paged as the sandbox does (dates not filtered). */
export function answerTransactionList(criteria: Schemas['TransactionCriteria'], rows = STORY_TRANSACTIONS): Schemas['TransactionListResponse'] {
  const matches = rows.filter(
    (row) =>
      (!criteria.txnNumber || row.txnNumber.startsWith(criteria.txnNumber)) &&
      (!criteria.statusCodes?.length || criteria.statusCodes.includes(row.statusCode)),
  );
  const column = (criteria.sortField ?? 'createdDateTime') as keyof Schemas['Transaction'];
  const sign = criteria.sortDirection === 'asc' ? 1 : -1;
  const key = (row: Schemas['Transaction']) => row[column] ?? '';
  const sorted = [...matches].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)));
  });
  const size = criteria.pageSize ?? 25;
  const page = criteria.pageNo ?? 1;
  return { transactions: { values: sorted.slice((page - 1) * size, page * size), rowNum: matches.length } };
}

export const TRANSACTION_LIST_URL = '/api/lego-report/ext/transaction/list';
export const TRANSACTION_DETAIL_URL = '/api/lego-report/ext/transaction';

/** The list endpoint answering from {@link STORY_TRANSACTIONS}. */
export const transactionListHandler = (rows = STORY_TRANSACTIONS) =>
  http.post(TRANSACTION_LIST_URL, async ({ request }) =>
    HttpResponse.json(answerTransactionList((await request.json()) as Schemas['TransactionCriteria'], rows)),
  );

/** The detail endpoint answering from {@link STORY_TRANSACTIONS}; 404 for an unknown number. */
export const transactionDetailHandler = (rows = STORY_TRANSACTIONS) =>
  http.post(TRANSACTION_DETAIL_URL, async ({ request }) => {
    const { txnNumber } = (await request.json()) as Schemas['TransactionDetailRequest'];
    const transaction = rows.find((row) => row.txnNumber === txnNumber);
    return transaction
      ? HttpResponse.json<Schemas['TransactionDetailResponse']>({ transaction })
      : HttpResponse.json({ validationMessages: [{ code: 'NOT_FOUND', message: 'Transaction not found.', description: 'Transaction not found.' }] }, { status: 404 });
  });
