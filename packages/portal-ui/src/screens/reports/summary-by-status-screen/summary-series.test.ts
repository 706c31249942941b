import { describe, expect, it } from 'vitest';
import { buildSummarySeries, daysOf, totalOf, valueOf } from './summary-series';

describe('daysOf', () => {
  it('lists every calendar day of a range, across months and a leap day', () => {
    expect(daysOf('20240227100000', '20240302093000')).toEqual(['20240227', '20240228', '20240229', '20240301', '20240302']);
    expect(daysOf('20261121000000', '20261121235959')).toEqual(['20261121']);
    expect(daysOf('20240101000000', '20241226235959')).toHaveLength(361);
    expect(daysOf('bad', '20240101000000')).toEqual([]);
  });
});

describe('buildSummarySeries', () => {
  const rows = [
    { day: '20261119', statusCode: '1000' as const, count: 8, amount: 800.1 },
    { day: '20261119', statusCode: '1002' as const, count: 2, amount: 0.2 },
    { day: '20261121', statusCode: '1000' as const, count: 1, amount: 100 },
    { day: '20261121', statusCode: '1002' as const, count: 3, amount: 300 },
    { day: '20261121', statusCode: '9999' as const, count: 1, amount: 50.05 },
    // Outside the range asked: not drawn, not counted.
    { day: '20261125', statusCode: '1000' as const, count: 5, amount: 5 },
  ];
  const series = buildSummarySeries(rows, '20261119000000', '20261122235959');

  it('has every day of the period, days without payments at zero and without a rate', () => {
    expect(series.days.map((day) => day.day)).toEqual(['20261119', '20261120', '20261121', '20261122']);
    expect(series.days[1]).toEqual({ day: '20261120', counts: {}, amounts: {}, count: 0, amount: 0, success: 0, rate: null });
    expect(series.days[0]).toMatchObject({ count: 10, success: 8, rate: 0.8, amount: 800.3 });
    expect(series.days[2]).toMatchObject({ count: 5, success: 1, rate: 0.2 });
  });

  it('totals the period by status, in stack order (successes first), amounts to the cent', () => {
    expect(series.statuses).toEqual(['1000', '1002', '9999']);
    expect(series.totals).toMatchObject({ count: 15, success: 9, rate: 0.6, amount: 1250.35 });
    expect(valueOf(series.totals, '1002', 'count')).toBe(5);
    expect(valueOf(series.totals, '1002', 'amount')).toBe(300.2);
    expect(valueOf(series.totals, '1004', 'count')).toBe(0);
    expect(totalOf(series.days[2]!, 'amount')).toBe(450.05);
  });

  it('names the day with most unsuccessful payments', () => {
    expect(series.peakFailure).toEqual({ day: '20261121', count: 4 });
    expect(buildSummarySeries([{ day: '20261119', statusCode: '1000', count: 1, amount: 1 }], '20261119000000', '20261119235959').peakFailure).toBeNull();
  });

  it('is empty but dense when nothing was paid', () => {
    const empty = buildSummarySeries([], '20261101000000', '20261130235959');
    expect(empty.days).toHaveLength(30);
    expect(empty.statuses).toEqual([]);
    expect(empty.totals).toMatchObject({ count: 0, rate: null });
  });
});
