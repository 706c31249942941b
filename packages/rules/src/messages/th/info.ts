/** Thai texts of the informational screens. */
import type { AreaTranslation } from '../message-types';

export const INFO_TH: AreaTranslation<'info'> = {
  goHome: 'ไปยังหน้าหลัก',
  notFoundTitle: 'ไม่พบหน้าที่ต้องการ',
  notFoundIntro: 'ไม่พบหน้าที่คุณต้องการ หรือหน้านี้ไม่มีให้บริการแล้ว',
};
