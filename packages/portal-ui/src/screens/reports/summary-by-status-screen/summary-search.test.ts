import { lastDaysRange, NO_PERMISSIONS } from '@lego-portal/rules';
import { describe, expect, it } from 'vitest';
import { defaultSummaryMode, defaultSummarySearch, parseSummarySearch, toSummaryCriteria, toSummaryValues } from './summary-search';

const TZ = 'Asia/Bangkok';

describe('summary search', () => {
  it('opens on the last 30 days, every merchant and status, counted, online unless only scheduled is allowed', () => {
    expect(defaultSummarySearch('online', TZ)).toEqual({
      mode: 'online',
      merchantId: '',
      merchantName: '',
      ...lastDaysRange(30, { timeZone: TZ }),
      statusCodes: [],
      measure: 'count',
    });
    expect(defaultSummaryMode(NO_PERMISSIONS)).toBe('online');
    expect(defaultSummaryMode({ onlineTransactionReport: true, scheduledTransactionReport: true })).toBe('online');
    expect(defaultSummaryMode({ onlineTransactionReport: false, scheduledTransactionReport: true })).toBe('scheduled');
  });

  it('keeps a plain URL for the defaults and reads back what it wrote', () => {
    expect(Object.values(toSummaryValues(defaultSummarySearch('online', TZ), 'online', TZ)).filter(Boolean)).toEqual([]);
    const search = {
      mode: 'scheduled' as const,
      merchantId: '1000000001',
      merchantName: 'Chao',
      fromDate: '20261101000000',
      toDate: '20261130235959',
      statusCodes: ['1002' as const, '9999' as const],
      measure: 'amount' as const,
    };
    const values = toSummaryValues(search, 'online', TZ);
    expect(values).toEqual({ mode: 'scheduled', merchantId: '1000000001', merchantName: 'Chao', from: '20261101000000', to: '20261130235959', status: '1002,9999', measure: 'amount' });
    expect(parseSummarySearch(values, 'online', TZ)).toEqual(search);
    // The default mode follows the person: scheduled is written only where it is not the default.
    expect(toSummaryValues(search, 'scheduled', TZ).mode).toBe('');
  });

  it('falls back to the defaults for values a link should not carry, and keeps dates the rules will refuse', () => {
    const parsed = parseSummarySearch(
      { mode: 'weekly', from: '2026-11-01', to: 'yesterday', status: '1002,ABCD,1002,0000', measure: 'volume', merchantName: `  ${'x'.repeat(200)} ` },
      'online',
      TZ,
    );
    const defaults = defaultSummarySearch('online', TZ);
    expect(parsed).toMatchObject({ mode: 'online', fromDate: defaults.fromDate, toDate: defaults.toDate, statusCodes: ['0000', '1002'], measure: 'count' });
    expect(parsed.merchantName).toHaveLength(128);
    expect(parseSummarySearch({ from: '20260302000000', to: '20260301000000' }, 'online', TZ)).toMatchObject({ fromDate: '20260302000000', toDate: '20260301000000' });
  });

  it('asks with the contract criteria, without the measure', () => {
    expect(toSummaryCriteria({ ...defaultSummarySearch('online', TZ), fromDate: '20261101000000', toDate: '20261130235959', statusCodes: ['1000'] })).toEqual({
      mode: 'online',
      merchantId: '',
      merchantName: '',
      fromDate: '20261101000000',
      toDate: '20261130235959',
      statusCodes: ['1000'],
    });
  });
});
