/**
 * Story data of the summary by status: answers in the contract's shape (sparse rows per day and
 * status, ordered by day then status) made up for any period asked, so the default last 30 days
 * work whatever day the stories run; and MSW handlers. Not part of the published package.
 */
import type { Schemas } from '@lego-portal/api-client';
import type { TransactionStatusCode } from '@lego-portal/rules';
import { http, HttpResponse } from 'msw';
import { daysOf } from '../summary-series';

export const SUMMARY_URL = '/api/lego-report/ext/transaction/summary';

/** How the made-up payments go: an ordinary month, a failure spike, one status only, nothing. */
export type SummaryScenario = 'ordinary' | 'spike' | 'successOnly' | 'empty';

/** Days from the end of the period to the failure spike (the spike is 5 days before the last). */
export const SPIKE_DAYS_BEFORE_END = 5;
/** Payment Failed on the spike day. */
export const SPIKE_FAILED = 64;

/** An ordinary day `i` of a period: mostly successes, a few failures, now and then the rest. */
function ordinaryDay(i: number): Partial<Record<TransactionStatusCode, number>> {
  return {
    '0000': i % 4 === 0 ? 1 : 0,
    '1000': 18 + ((i * 7) % 11),
    '1001': i % 5 === 0 ? 1 : 0,
    '1002': 1 + ((i * 3) % 4),
    '1003': i % 6 === 0 ? 2 : 0,
    '1004': i % 7 === 0 ? 1 : 0,
    '1005': i % 8 === 0 ? 1 : 0,
    '9999': i % 9 === 0 ? 1 : 0,
  };
}

/** An amount per payment that differs by status, with cents, so sums show both decimals. */
const PRICE: Record<TransactionStatusCode, number> = {
  '0000': 120,
  '1000': 1049.5,
  '1001': 75.25,
  '1002': 980,
  '1003': 310.1,
  '1004': 505,
  '1005': 60,
  '9999': 15.75,
};

/** The summary answer of `criteria` in `scenario`: what the sandbox would count (statuses filtered). */
export function answerSummary(criteria: Schemas['TransactionSummaryCriteria'], scenario: SummaryScenario = 'ordinary'): Schemas['TransactionSummaryResponse'] {
  if (scenario === 'empty') return { summary: { rows: [] } };
  const days = daysOf(criteria.fromDate, criteria.toDate);
  const wanted = (code: string) => !criteria.statusCodes?.length || criteria.statusCodes.includes(code as TransactionStatusCode);
  const rows = days.flatMap((day, i) => {
    const counts = scenario === 'successOnly' ? { '1000': 20 + (i % 5) } : ordinaryDay(i);
    if (scenario === 'spike' && i === days.length - 1 - SPIKE_DAYS_BEFORE_END) Object.assign(counts, { '1002': SPIKE_FAILED, '9999': 6 });
    return Object.entries(counts)
      .filter(([code, count]) => count > 0 && wanted(code))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([code, count]) => ({ day, statusCode: code as TransactionStatusCode, count, amount: Math.round(count * PRICE[code as TransactionStatusCode] * 100) / 100 }));
  });
  return { summary: { rows } };
}

/** The summary endpoint answering in `scenario`; `onRequest` hears each request's criteria. */
export const summaryHandler = (scenario: SummaryScenario = 'ordinary', onRequest?: (criteria: Schemas['TransactionSummaryCriteria']) => void) =>
  http.post(SUMMARY_URL, async ({ request }) => {
    const criteria = (await request.json()) as Schemas['TransactionSummaryCriteria'];
    onRequest?.(criteria);
    return HttpResponse.json(answerSummary(criteria, scenario));
  });
