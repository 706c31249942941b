import { useLocale } from '../../../texts/texts-context';
import type { PendingChange } from './pending-change-summary';

/** Who proposed a pending change: a bank staff member or a user of the merchant. */
export type MakerType = 'BANK' | 'MERCHANT';

// TODO(issue 29): move to rules catalogue (area `pendingChange`, keys `makerType`,
// `makerTypeBank`, `makerTypeMerchant` in pending-change-texts.ts and th/pending-change.ts).
const MAKER_TYPE_TEXTS = {
  en: { makerType: 'Requester type', makerTypeBank: 'Bank user', makerTypeMerchant: 'Merchant user' },
  th: { makerType: 'ประเภทผู้ทำรายการ', makerTypeBank: 'ผู้ใช้งานของธนาคาร', makerTypeMerchant: 'ผู้ใช้งานของร้านค้า' },
} as const;

/**
 * The change's `makerType`, read defensively: the contract is gaining it (issue 29), and until a
 * server sends it, or for a value it does not know, there is none (the dialog then says nothing
 * about the maker's side).
 */
export function makerTypeOf(change: PendingChange): MakerType | undefined {
  const value = (change as PendingChange & { makerType?: unknown }).makerType;
  return value === 'BANK' || value === 'MERCHANT' ? value : undefined;
}

/** The detail row naming the maker's side ('Bank user' or 'Merchant user'), or none. */
export function useMakerTypeItem(change: PendingChange): { id: string; label: string; value: string }[] {
  const texts = MAKER_TYPE_TEXTS[useLocale()];
  const makerType = makerTypeOf(change);
  if (!makerType) return [];
  return [{ id: 'makerType', label: texts.makerType, value: makerType === 'BANK' ? texts.makerTypeBank : texts.makerTypeMerchant }];
}
