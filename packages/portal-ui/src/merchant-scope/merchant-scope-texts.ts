/** The merchant scope's texts (the rules' `merchantScope` area), in the portal's language. */
import { MERCHANT_SCOPE_TEXTS } from '@lego-portal/rules';
import { useTexts } from '../texts/texts-context';

/** The names of the merchant scope's texts. */
export type MerchantScopeTextName = keyof typeof MERCHANT_SCOPE_TEXTS;

/** The merchant scope's texts in the portal's language, a host's overrides applied. */
export function useMerchantScopeTexts(): Readonly<Record<MerchantScopeTextName, string>> {
  return useTexts('merchantScope', MERCHANT_SCOPE_TEXTS);
}
