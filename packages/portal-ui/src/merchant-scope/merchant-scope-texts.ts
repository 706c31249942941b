/**
 * The merchant scope's own texts, English and Thai.
 *
 * TODO(issue 29): move to rules catalogue. These belong in packages/rules as an area
 * `merchantScope` (English in `messages/merchant-scope-texts.ts`, Thai in `messages/th/`), which
 * this change may not edit; until then they live here, in this one object. Keys are already the
 * catalogue's (`merchantScope.<name>`): a host's override, or the catalogue once it holds them,
 * wins over the text here, so moving them changes no screen.
 */
import { useMemo } from 'react';
import { useLocale, useMessage } from '../texts/texts-context';

export const MERCHANT_SCOPE_TEXTS = {
  en: {
    pickerHeading: 'Choose Merchant',
    pickerIntro: 'Find the merchant to work on by its merchant ID or name.',
    searchName: 'Merchant search',
    resultsCaption: 'Merchants found',
    found: 'Merchants found: {total}',
    moreResults: 'Showing {shown} of {total} merchants. Narrow the search to find the one you need.',
    searchFailed: 'The merchants could not be searched: {reason}',
    searching: 'Searching merchants…',
    inScope: 'Working on merchant',
    changeMerchant: 'Change Merchant',
  },
  th: {
    pickerHeading: 'เลือกร้านค้า',
    pickerIntro: 'ค้นหาร้านค้าที่ต้องการดำเนินการด้วยรหัสร้านค้าหรือชื่อร้านค้า',
    searchName: 'ค้นหาร้านค้า',
    resultsCaption: 'ร้านค้าที่พบ',
    found: 'ร้านค้าที่พบ: {total}',
    moreResults: 'แสดง {shown} จาก {total} ร้านค้า ระบุการค้นหาให้แคบลงเพื่อพบร้านค้าที่ต้องการ',
    searchFailed: 'ไม่สามารถค้นหาร้านค้าได้: {reason}',
    searching: 'กำลังค้นหาร้านค้า…',
    inScope: 'ร้านค้าที่กำลังดำเนินการ',
    changeMerchant: 'เปลี่ยนร้านค้า',
  },
} as const satisfies Record<'en' | 'th', Record<string, string>>;

/** The names of {@link MERCHANT_SCOPE_TEXTS}. */
export type MerchantScopeTextName = keyof (typeof MERCHANT_SCOPE_TEXTS)['en'];

/** The merchant scope's texts in the portal's language (see {@link MERCHANT_SCOPE_TEXTS}). */
export function useMerchantScopeTexts(): Record<MerchantScopeTextName, string> {
  const locale = useLocale();
  const message = useMessage();
  return useMemo(() => {
    const own = locale === 'th' ? MERCHANT_SCOPE_TEXTS.th : MERCHANT_SCOPE_TEXTS.en;
    const names = Object.keys(MERCHANT_SCOPE_TEXTS.en) as MerchantScopeTextName[];
    return Object.fromEntries(names.map((name) => [name, message(`merchantScope.${name}`, own[name])])) as Record<MerchantScopeTextName, string>;
  }, [locale, message]);
}
