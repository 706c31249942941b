import { describe, expect, it } from 'vitest';
import { formatAmount, sanitizeDecimal, sanitizeNumeric } from './amount';
import { maskUrl } from './mask-url';
import { truncateMerchantName } from './merchant-name';

describe('formatAmount', () => {
  it('groups and rounds the same way in Thai', () => {
    expect(formatAmount('1234567.5', 'th')).toBe('1,234,567.50');
    expect(formatAmount(-0.005, 'th')).toBe(formatAmount(-0.005, 'en'));
  });

  it.each([
    [1234.5, '1,234.50'],
    ['1234.5', '1,234.50'],
    [0, '0.00'],
    ['0.005', '0.01'],
    ['', ''],
    ['abc', ''],
    [Number.NaN, ''],
    [null, ''],
  ])('%j -> %s', (value, expected) => {
    expect(formatAmount(value)).toBe(expected);
  });
});

describe('input sanitizers', () => {
  it('keeps digits, and digits with one dot', () => {
    expect(sanitizeNumeric('12a3-4 ')).toBe('1234');
    expect(sanitizeDecimal('1a2.3.4b')).toBe('12.34');
    expect(sanitizeDecimal('12')).toBe('12');
    expect(sanitizeDecimal('')).toBe('');
  });
});

describe('truncateMerchantName', () => {
  it('keeps a name of 50 characters and cuts a longer one with an ellipsis', () => {
    expect(truncateMerchantName('a'.repeat(50))).toBe('a'.repeat(50));
    expect(truncateMerchantName('a'.repeat(51))).toBe(`${'a'.repeat(50)}...`);
    expect(truncateMerchantName(undefined)).toBe('');
  });

  it('never splits a Thai grapheme', () => {
    // "ที่" is one grapheme of three code points; 49 letters then it crosses the 50th character.
    const name = `${'ก'.repeat(49)}ที่ดี`;
    expect(truncateMerchantName(name)).toBe(`${'ก'.repeat(49)}ที่...`);
    expect(truncateMerchantName('ร้านค้า', 3)).toBe('ร้าน...');
  });
});

describe('maskUrl', () => {
  it.each([
    ['https://shop.example.com/callback?key=1', 'https://shop.example.com/****'],
    ['http://shop.example.com:8080/', 'http://shop.example.com:8080/'],
    ['https://user:pw@shop.example.com', 'https://shop.example.com/****'],
    ['not a url', 'not ****'],
    ['', ''],
    [undefined, ''],
  ])('%j -> %s', (value, expected) => {
    expect(maskUrl(value)).toBe(expected);
  });
});
