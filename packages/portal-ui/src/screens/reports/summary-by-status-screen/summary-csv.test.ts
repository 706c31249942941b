import { TRANSACTION_STATUS_TEXTS } from '@lego-portal/rules';
import { describe, expect, it } from 'vitest';
import { summaryCsv } from './summary-csv';
import { buildSummarySeries } from './summary-series';

const texts = { day: 'Date', total: 'Total', successRate: 'Success rate', status: TRANSACTION_STATUS_TEXTS };
const series = buildSummarySeries(
  [
    { day: '20261120', statusCode: '1000', count: 3, amount: 1234.5 },
    { day: '20261120', statusCode: '1002', count: 1, amount: 10 },
    { day: '20261122', statusCode: '1002', count: 2, amount: 20.25 },
  ],
  '20261120000000',
  '20261122235959',
);

describe('summaryCsv', () => {
  it('writes the table of counts: header, every day, the total line, CRLF, with a byte order mark', () => {
    expect(summaryCsv(series, 'count', texts)).toBe(
      '\uFEFF' +
        'Date,Payment Success,Payment Failed,Total,Success rate\r\n' +
        '20/11/2026,3,1,4,75.0%\r\n' +
        '21/11/2026,0,0,0,\r\n' +
        '22/11/2026,0,2,2,0.0%\r\n' +
        'Total,3,3,6,50.0%\r\n',
    );
  });

  it('writes amounts with two decimals and no grouping, the rate still of payments', () => {
    const lines = summaryCsv(series, 'amount', texts).slice(1).split('\r\n');
    expect(lines[1]).toBe('20/11/2026,1234.50,10.00,1244.50,75.0%');
    expect(lines[4]).toBe('Total,1234.50,30.25,1264.75,50.0%');
  });

  it('quotes cells that need it and neutralises formula starts', () => {
    const csv = summaryCsv(series, 'count', { ...texts, day: 'Date, day', total: '=Total', status: { ...TRANSACTION_STATUS_TEXTS, '1000': 'Paid "OK"' } });
    expect(csv.slice(1).split('\r\n')[0]).toBe('"Date, day","Paid ""OK""",Payment Failed,\'=Total,Success rate');
  });
});
