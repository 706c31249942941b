import { describe, expect, it } from 'vitest';
import { SAVED_VIEW_TH } from '../../messages/th/saved-views';
import { normalizeViewName, validateViewName } from './saved-view-name';

const codes = (name: unknown, taken: string[] = []) => validateViewName(name, { taken }).errors.map((error) => error.code);

describe('saved view name', () => {
  it('is required: blank or spaces only is refused at the field', () => {
    expect(codes('')).toEqual(['savedView.nameRequired']);
    expect(codes('   ')).toEqual(['savedView.nameRequired']);
    expect(codes(undefined)).toEqual(['savedView.nameRequired']);
    expect(validateViewName('', { taken: [] }).errors[0]).toMatchObject({ field: 'name', message: 'Please enter a name.' });
  });

  it('takes up to 60 characters once trimmed', () => {
    expect(codes('a'.repeat(60))).toEqual([]);
    expect(codes(`  ${'a'.repeat(60)}  `)).toEqual([]);
    expect(codes('a'.repeat(61))).toEqual(['savedView.nameTooLong']);
    // Thai vowels and tone marks are characters of their own; 60 code points fit.
    expect(codes('ก'.repeat(60))).toEqual([]);
  });

  it('is unique in the list, ignoring case and surrounding spaces', () => {
    expect(codes('Last week', ['last week'])).toEqual(['savedView.nameTaken']);
    expect(codes(' Refunds ', ['Refunds'])).toEqual(['savedView.nameTaken']);
    expect(codes('Refunds 2', ['Refunds'])).toEqual([]);
  });

  it('speaks the language given', () => {
    const messages = { 'savedView.nameTaken': SAVED_VIEW_TH.nameTaken } as const;
    expect(validateViewName('A', { taken: ['a'], messages }).errors[0]?.message).toBe(SAVED_VIEW_TH.nameTaken);
  });

  it('keeps a name trimmed', () => {
    expect(normalizeViewName('  My view ')).toBe('My view');
    expect(normalizeViewName(3)).toBe('');
  });
});
