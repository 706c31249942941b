/** Thai texts of the portal's frame and of the language switch. */
import type { AreaTranslation } from '../message-types';

export const FRAME_TH: AreaTranslation<'frame'> = {
  skipToContent: 'ข้ามไปยังเนื้อหาหลัก',
  logo: 'ระบบบริการร้านค้า',
  mainMenu: 'เมนูหลัก',
  lastLogin: 'เข้าสู่ระบบล่าสุด',
  // The bank's name is a name, as in its address: Thai banks write their English name the same way.
  copyright: '© 2026 The Bank สงวนลิขสิทธิ์',
  downloading: 'กำลังดาวน์โหลด…',
  downloadRows: 'ได้รับแล้ว {rows} รายการ',
  cancelDownload: 'ยกเลิกการดาวน์โหลด',
  openMenu: 'เมนู',
  closeMenu: 'ปิดเมนู',
};

export const LOCALE_TH: AreaTranslation<'locale'> = {
  label: 'ภาษา',
};
