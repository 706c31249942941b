import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition } from '../src/client/content-disposition';

describe('filenameFromContentDisposition (RFC 6266)', () => {
  it.each([
    ['attachment; filename="report.csv"', 'report.csv'],
    ['attachment; filename=report.csv', 'report.csv'],
    ['attachment;filename="a;b.csv"', 'a;b.csv'],
    ['attachment; filename="say \\"hi\\".txt"', 'say "hi".txt'],
    ["attachment; filename*=UTF-8''%E0%B8%A3%E0%B8%B2%E0%B8%A2%E0%B8%87%E0%B8%B2%E0%B8%99.csv", 'รายงาน.csv'],
    ["attachment; filename=\"fallback.csv\"; filename*=UTF-8''r%C3%A9sum%C3%A9.csv", 'résumé.csv'],
    ["attachment; filename*=utf-8'en'plain.txt; filename=\"other.txt\"", 'plain.txt'],
    ["attachment; filename*=iso-8859-1''caf%E9.txt", 'café.txt'],
    ['ATTACHMENT; FILENAME="UPPER.CSV"', 'UPPER.CSV'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="C:\\\\temp\\\\x.pem"', 'x.pem'],
  ])('%s -> %s', (header, expected) => {
    expect(filenameFromContentDisposition(header)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['attachment'],
    ['inline; size=10'],
    ['attachment; filename=""'],
    ['attachment; filename=".."'],
  ])('gives no name for %j', (header) => {
    expect(filenameFromContentDisposition(header)).toBeUndefined();
  });

  it('falls back to filename when filename* is malformed or in an unknown charset', () => {
    expect(filenameFromContentDisposition("attachment; filename*=UTF-8''%E0%A4%A; filename=\"ok.csv\"")).toBe('ok.csv');
    expect(filenameFromContentDisposition("attachment; filename*=koi8-r''x.txt; filename=\"ok.csv\"")).toBe('ok.csv');
    expect(filenameFromContentDisposition('attachment; filename*=noquotes; filename="ok.csv"')).toBe('ok.csv');
  });
});
