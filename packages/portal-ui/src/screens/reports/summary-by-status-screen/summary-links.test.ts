import { permissionsOf } from '@lego-portal/rules';
import { describe, expect, it } from 'vitest';
import { createPortalPaths } from '../../../provider/paths';
import { defaultTransactionReportSearch } from '../transaction-search';
import { summaryLinks } from './summary-links';

const TZ = 'Asia/Bangkok';
const paths = createPortalPaths('/portal');
const both = permissionsOf(['DD_REPORT_TRANSACTION', 'DD_REPORT_TRANSACTION_RECURRING']);
const filters = {
  mode: 'online' as const,
  merchantId: '1000000001',
  merchantName: '',
  fromDate: '20261101080000',
  toDate: '20261130235959',
  statusCodes: ['1000' as const, '1002' as const],
};
const query = (href: string) => Object.fromEntries(new URLSearchParams(href.split('?')[1]));

describe('summaryLinks', () => {
  const links = summaryLinks(filters, paths, both, TZ)!;

  it('opens a segment as that day and status in the transaction report, with the merchant filters', () => {
    const href = links.segment('20261121', '1002');
    expect(href.split('?')[0]).toBe('/portal/reports/transactions/online');
    expect(query(href)).toEqual({ merchantId: '1000000001', from: '20261121000000', to: '20261121235959', status: '1002' });
  });

  it('cuts a day to the summary range, and opens it with the summary statuses', () => {
    expect(query(links.day('20261101'))).toEqual({ merchantId: '1000000001', from: '20261101080000', to: '20261101235959', status: '1000,1002' });
  });

  it('opens a status over the whole period', () => {
    expect(query(links.status('1000'))).toEqual({ merchantId: '1000000001', from: '20261101080000', to: '20261130235959', status: '1000' });
  });

  it("names today's dates too, though they are the report's default", () => {
    const today = defaultTransactionReportSearch(TZ);
    const day = today.fromDate.slice(0, 8);
    const links = summaryLinks({ ...filters, fromDate: `${day}000000`, toDate: `${day}235959` }, paths, both, TZ)!;
    expect(query(links.segment(day, '1002'))).toEqual({ merchantId: '1000000001', from: today.fromDate, to: today.toDate, status: '1002' });
  });

  it('leads to the scheduled report in scheduled mode, and nowhere without the report of the mode', () => {
    const scheduledOnly = permissionsOf(['DD_REPORT_TRANSACTION_RECURRING']);
    expect(summaryLinks({ ...filters, mode: 'scheduled' }, paths, scheduledOnly, TZ)!.status('1000')).toMatch(/^\/portal\/reports\/transactions\/scheduled\?/);
    expect(summaryLinks(filters, paths, scheduledOnly, TZ)).toBeNull();
    expect(summaryLinks(filters, paths, permissionsOf(['DD_REPORT_SUMMARY_PAYMENT_STATUS']), TZ)).toBeNull();
  });
});
