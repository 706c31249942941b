/**
 * The SSO 250-byte text file: fixed-width ASCII records of exactly 250 bytes, each followed by
 * CRLF: one header (H), one detail (D) per successful transaction of the report date, one
 * trailer (T). Layout in README.md "SSO 250-byte text file". Text is folded to ASCII (anything
 * else becomes '?') so every character is one byte; numbers are right-aligned and zero-padded,
 * text is left-aligned and space-padded, and a longer value is cut to its field.
 */

/** Length of every record, CRLF excluded. */
export const SSO250_RECORD_BYTES = 250;

type Field = readonly [width: number, value: string | number | null | undefined, kind?: 'number'];

const ascii = (value: string) => value.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '?');

function field([width, value, kind]: Field): string {
  if (kind === 'number') return String(Math.max(0, Math.round(Number(value ?? 0)))).padStart(width, '0').slice(-width);
  return ascii(String(value ?? '')).padEnd(width, ' ').slice(0, width);
}

/** One record from its fields, padded with spaces to 250 bytes. */
export function record(fields: readonly Field[]): string {
  const line = fields.map(field).join('');
  if (line.length > SSO250_RECORD_BYTES) throw new Error(`SSO 250 record of ${line.length} bytes`);
  return line.padEnd(SSO250_RECORD_BYTES, ' ');
}

/** What the header says. */
export interface Sso250Header {
  merchantId: string;
  specialMerchantCode: string;
  reportDate: string;
  createdAt: string;
  merchantName: string;
}

/** One successful transaction of the report date. */
export interface Sso250Detail {
  txnNumber: string;
  createdDateTime: string;
  updatedDateTime: string | null;
  amount: number | null;
  merchantFeeAmount: number | null;
  customerFeeAmount: number | null;
  statusCode: string;
  fromAcctNumber: string | null;
  toAcctNumber: string | null;
  actualAcctNumber: string | null;
  refNumber: string | null;
  customerRef: string | null;
  paymentChannel: string | null;
  hostResponseCode: string | null;
}

const satang = (amount: number | null) => Math.round((amount ?? 0) * 100);

/** The whole file: header, details, trailer, each 250 bytes + CRLF. */
export function sso250File(header: Sso250Header, details: readonly Sso250Detail[]): string {
  const lines = [
    record([
      [1, 'H'],
      [10, header.merchantId],
      [20, header.specialMerchantCode],
      [8, header.reportDate],
      [14, header.createdAt],
      [60, header.merchantName],
    ]),
    ...details.map((d, i) =>
      record([
        [1, 'D'],
        [6, i + 1, 'number'],
        [20, d.txnNumber],
        [14, d.createdDateTime],
        [14, d.updatedDateTime],
        [15, satang(d.amount), 'number'],
        [15, satang(d.merchantFeeAmount), 'number'],
        [15, satang(d.customerFeeAmount), 'number'],
        [4, d.statusCode],
        [10, d.fromAcctNumber],
        [10, d.toAcctNumber],
        [10, d.actualAcctNumber],
        [20, d.refNumber],
        [20, d.customerRef],
        [10, d.paymentChannel],
        [4, d.hostResponseCode],
      ]),
    ),
    record([
      [1, 'T'],
      [8, details.length, 'number'],
      [18, details.reduce((sum, d) => sum + satang(d.amount), 0), 'number'],
      [18, details.reduce((sum, d) => sum + satang(d.merchantFeeAmount), 0), 'number'],
    ]),
  ];
  return lines.map((line) => `${line}\r\n`).join('');
}
