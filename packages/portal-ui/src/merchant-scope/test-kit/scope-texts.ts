import { textsOf } from '../../test-support/story-texts';
import type { MerchantScopeTextName } from '../merchant-scope-texts';

/** The merchant scope's text of `name` in a story's language (`globals.locale`), from the catalogue. */
export function scopeTextOf(locale: unknown): (name: MerchantScopeTextName) => string {
  const texts = textsOf(locale);
  return (name) => texts(`merchantScope.${name}`);
}
