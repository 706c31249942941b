import { describe, expect, it } from 'vitest';
import { MESSAGES_EN } from '../catalogue';
import type { MessageKey } from '../message-types';
import { MESSAGES_TH } from './index';

const keys = Object.keys(MESSAGES_EN) as MessageKey[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the Thai catalogue', () => {
  it('has exactly the keys of the English one', () => {
    expect(Object.keys(MESSAGES_TH).sort()).toEqual([...keys].sort());
  });

  it.each(keys)('%s has a Thai text: not empty, not the key, written in Thai', (key) => {
    const text = MESSAGES_TH[key];
    expect(text.trim()).not.toBe('');
    expect(text).not.toBe(key);
    expect(text).toMatch(/[\u0E00-\u0E7F]/);
  });

  it.each(keys)('%s keeps the placeholders of its English text', (key) => {
    expect(placeholders(MESSAGES_TH[key])).toEqual(placeholders(MESSAGES_EN[key]));
  });
});
