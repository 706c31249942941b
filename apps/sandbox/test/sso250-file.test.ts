/** The fixed-width SSO file: every record 250 bytes, fields aligned and cut, text folded to ASCII. */
import { describe, expect, it } from 'vitest';
import { record, sso250File } from '../src/reports/sso250-file';

const detail = {
  txnNumber: 'TX0000000001',
  createdDateTime: '20250101093000',
  updatedDateTime: null,
  amount: 1234.5,
  merchantFeeAmount: 5,
  customerFeeAmount: 0,
  statusCode: '1000',
  fromAcctNumber: '1112223334',
  toAcctNumber: '1234500001',
  actualAcctNumber: null,
  refNumber: 'ห้างร้าน-ref-with-a-very-long-value-that-overflows',
  customerRef: 'Café',
  paymentChannel: 'PGW',
  hostResponseCode: '00',
};

describe('SSO 250 file', () => {
  it('writes header, details and trailer of exactly 250 ASCII bytes each, CRLF-terminated', () => {
    const file = sso250File(
      { merchantId: '1000000001', specialMerchantCode: 'SSO_CPINS', reportDate: '20250101', createdAt: '20250102020000', merchantName: 'Chao Phraya Insurance PCL' },
      [detail, { ...detail, txnNumber: 'TX0000000002', amount: 0.1 }],
    );
    const records = file.split('\r\n');
    expect(records.pop()).toBe('');
    expect(records).toHaveLength(4);
    for (const r of records) expect(Buffer.byteLength(r, 'utf8')).toBe(250);
    const [header, first, , trailer] = records as [string, string, string, string];
    expect(header.slice(0, 39)).toBe('H1000000001SSO_CPINS           20250101');
    expect(first.slice(0, 7)).toBe('D000001');
    expect(first.slice(55, 70)).toBe('000000000123450');
    expect(first.slice(134, 154)).toBe('????????-ref-with-a-');
    expect(first.slice(154, 174).trimEnd()).toBe('Cafe');
    expect(trailer.slice(0, 27)).toBe(`T00000002${'123460'.padStart(18, '0')}`);
  });

  it('refuses a record longer than 250 bytes', () => {
    expect(() => record([[251, 'x']])).toThrow();
  });
});
