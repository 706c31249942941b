import { describe, expect, it } from 'vitest';
import { keepDecimal, keepDigits } from './field-filters';

describe('field filters', () => {
  it.each([
    ['12ab34', '1234'],
    ['0107-536 000315', '0107536000315'],
    ['', ''],
    ['๑๒๓', ''],
  ])('digits of %j are %j', (typed, kept) => {
    expect(keepDigits(typed)).toBe(kept);
  });

  it.each([
    ['12.50', '12.50'],
    ['1,234.5', '1234.5'],
    ['1.2.3', '1.23'],
    ['.5', '.5'],
    ['abc', ''],
    ['-10', '10'],
  ])('decimal of %j is %j', (typed, kept) => {
    expect(keepDecimal(typed)).toBe(kept);
  });
});
