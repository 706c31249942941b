/** The header's merchant name, cut to 50 characters (spec sections 2 and 9). */
import { LIMITS } from '../constants';

/** Characters of the header's merchant name. */
export const MERCHANT_NAME_DISPLAY_MAX = LIMITS.headerMerchantNameMax;

/** The ellipsis appended to a cut name. */
export const ELLIPSIS = '...';

/**
 * `name` cut to `max` user-perceived characters (grapheme clusters, so a Thai consonant keeps
 * its vowel and tone marks) plus an ellipsis when it was longer.
 */
export function truncateMerchantName(name: unknown, max: number = MERCHANT_NAME_DISPLAY_MAX): string {
  const value = typeof name === 'string' ? name : '';
  const graphemes = Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(value), (s) => s.segment);
  return graphemes.length > max ? `${graphemes.slice(0, max).join('')}${ELLIPSIS}` : value;
}
