/**
 * Story data of the registration reports: registrations of the story merchant in the contract's
 * formats, and an MSW handler that answers the list like the sandbox (flag, status, customer
 * reference, sort and page on the "server"). Not part of the published package.
 */
import type { Schemas } from '@lego-portal/api-client';
import { REGISTRATION_STATUSES } from '@lego-portal/rules';
import { http, HttpResponse } from 'msw';

export const REGISTRATION_LIST_URL = '/api/lego-report/ext/registration/list';

type Row = Schemas['RegistrationRow'] & Schemas['MonitoringRow'];
const NAMES = ['Somchai Jaidee', 'Malee Sukjai', 'Anan Wongsa', 'Kanya Srisuk', 'Golden Lotus Co., Ltd.', 'Prasert Boonmee'];
const CHANNELS = ['PGW', 'EASYNET', 'EASYAPP', 'BRANCH'];
const ERRORS: Record<string, string> = { '0003': 'Verification failed', '0006': 'OTP failed', '9999': 'System error' };
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 60 registrations, newest first, one every ten hours; every status occurs, failures with their error. */
export const STORY_REGISTRATIONS: Row[] = Array.from({ length: 60 }, (_, i) => {
  const at = new Date(Date.UTC(2026, 10, 20, 9) - i * 36_000_000);
  const code = REGISTRATION_STATUSES[i % REGISTRATION_STATUSES.length]!.code;
  return {
    id: String(5000 - i),
    createdDateTime: `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}${pad(at.getUTCHours())}0000`,
    customerReference: `CUST${pad(100 + i, 5)}`,
    customerAcctNo: `21${pad(40000000 + i * 37, 8)}`,
    customerName: i % 7 === 3 ? null : NAMES[i % NAMES.length]!,
    registrationChannel: CHANNELS[i % CHANNELS.length]!,
    paymentChannel: 'PGW',
    merchantReference: `MREF${pad(5000 - i, 8)}`,
    otherReference: i % 3 === 0 ? `OREF${pad(i, 5)}` : null,
    statusCode: code,
    statusDesc: REGISTRATION_STATUSES.find((entry) => entry.code === code)!.label,
    errorDesc: ERRORS[code] ?? null,
  };
});

/** The answer to criteria: filtered, sorted and paged as the sandbox does. */
export function answerRegistrations(criteria: Schemas['RegistrationCriteria'], rows = STORY_REGISTRATIONS): Schemas['RegistrationListResponse'] {
  const reference = (criteria.customerReference ?? '').toLowerCase();
  const matches = rows.filter(
    (row) => (!criteria.statusCode || row.statusCode === criteria.statusCode) && (!reference || (row.customerReference ?? '').toLowerCase().includes(reference)),
  );
  const field = (criteria.sortField ?? 'createdDateTime') as keyof Row;
  const sign = criteria.sortDirection === 'asc' ? 1 : -1;
  const sorted = [...matches].sort((a, b) => sign * String(a[field] ?? '').localeCompare(String(b[field] ?? '')));
  const size = criteria.pageSize ?? 25;
  const page = criteria.pageNo ?? 1;
  const keep = (row: Row) =>
    criteria.customerRegFlag === 'ONLINE'
      ? row
      : {
          createdDateTime: row.createdDateTime,
          customerReference: row.customerReference!,
          customerAcctNo: row.customerAcctNo!,
          customerName: row.customerName,
          registrationChannel: row.registrationChannel,
          paymentChannel: row.paymentChannel,
        };
  return { registrations: { values: sorted.slice((page - 1) * size, page * size).map(keep), rowNum: matches.length } };
}

/** The list endpoint answering from {@link STORY_REGISTRATIONS}; `onRequest` sees every body. */
export const registrationListHandler = (onRequest?: (criteria: Schemas['RegistrationCriteria']) => void) =>
  http.post(REGISTRATION_LIST_URL, async ({ request }) => {
    const criteria = (await request.json()) as Schemas['RegistrationCriteria'];
    onRequest?.(criteria);
    return HttpResponse.json(answerRegistrations(criteria));
  });
