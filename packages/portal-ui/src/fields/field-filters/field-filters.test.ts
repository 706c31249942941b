import { describe, expect, it } from 'vitest';
import { keepDecimal, keepDigits, registerFiltered } from './field-filters';

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

describe('registerFiltered', () => {
  it('cuts a paste after dropping what the field may not hold, so no digit is lost to the separators', async () => {
    const seen: string[] = [];
    const register = ((name: string) => ({ name, onChange: async (event: { target: HTMLInputElement }) => void seen.push(event.target.value), onBlur: async () => undefined, ref: () => undefined })) as never;
    const input = document.createElement('input');
    input.value = '02-2222-5555';
    await registerFiltered(register, 'merchantInfo.contactPhone' as never, 'digits', 10).onChange({ target: input, type: 'change' });
    expect(input.value).toBe('0222225555');
    input.value = '0222225555123';
    await registerFiltered(register, 'merchantInfo.contactPhone' as never, 'digits', 10).onChange({ target: input, type: 'change' });
    expect(seen).toEqual(['0222225555', '0222225555']);
  });
});
