import type { MerchantScopeTextName } from '../merchant-scope-texts';
import { MERCHANT_SCOPE_TEXTS } from '../merchant-scope-texts';

/**
 * The merchant scope's text of `name` in a story's language (`globals.locale`). TODO(issue 29):
 * once the texts are in the rules catalogue, stories read them with `textsOf` like any other.
 */
export function scopeTextOf(locale: unknown): (name: MerchantScopeTextName) => string {
  const texts = locale === 'th' ? MERCHANT_SCOPE_TEXTS.th : MERCHANT_SCOPE_TEXTS.en;
  return (name) => texts[name];
}
