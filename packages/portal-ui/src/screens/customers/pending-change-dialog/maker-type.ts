import { PENDING_CHANGE_TEXTS } from '@lego-portal/rules';
import { useTexts } from '../../../texts/texts-context';
import type { PendingChange } from './pending-change-summary';

/** Who proposed a pending change: a bank staff member or a user of the merchant. */
export type MakerType = 'BANK' | 'MERCHANT';

/**
 * The change's `makerType`. Optional in the contract: a server that does not send it (or sends a
 * value this portal does not know) gets no row about the maker's side.
 */
export function makerTypeOf(change: PendingChange): MakerType | undefined {
  const value: unknown = change.makerType;
  return value === 'BANK' || value === 'MERCHANT' ? value : undefined;
}

/** The detail row naming the maker's side ('Bank user' or 'Merchant user'), or none. */
export function useMakerTypeItem(change: PendingChange): { id: string; label: string; value: string }[] {
  const texts = useTexts('pendingChange', PENDING_CHANGE_TEXTS);
  const makerType = makerTypeOf(change);
  if (!makerType) return [];
  return [{ id: 'makerType', label: texts.makerType, value: makerType === 'BANK' ? texts.makerTypeBank : texts.makerTypeMerchant }];
}
