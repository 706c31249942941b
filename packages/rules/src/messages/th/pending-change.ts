/** Thai texts of the pending-change dialog. */
import type { AreaTranslation } from '../message-types';

export const PENDING_CHANGE_TH: AreaTranslation<'pendingChange'> = {
  title: 'รายการเปลี่ยนแปลงที่รออนุมัติ',
  fourEyes: 'คุณเป็นผู้ทำรายการเปลี่ยนแปลงนี้ จึงต้องให้ผู้ใช้งานอื่นของร้านค้าเป็นผู้อนุมัติหรือปฏิเสธ',
};
