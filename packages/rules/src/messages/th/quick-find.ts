/** Thai texts of quick find in the frame's header. */
import type { AreaTranslation } from '../message-types';

export const QUICK_FIND_TH: AreaTranslation<'quickFind'> = {
  label: 'ค้นหาด่วน',
  // Short enough to show whole in the header's box, as the English.
  placeholder: 'เลขรายการ เลขอ้างอิง เลขบัญชี หรือชื่อผู้ใช้',
  close: 'ปิดการค้นหาด่วน',
  results: 'ผลการค้นหาด่วน',
  searching: 'กำลังค้นหา…',
  noMatch: 'ไม่พบรายการที่ตรงกับ {value}',
  matches: 'พบ {count} รายการ',
  failed: 'ค้นหาไม่สำเร็จ: {reason}',
  transactions: 'รายการชำระเงิน',
  customers: 'ลูกค้า',
  users: 'ผู้ใช้งาน',
  recent: 'ค้นหาล่าสุด',
  slashKey: 'ปุ่ม / เปิดการค้นหาด่วน',
  slashKeyOn: 'เปิด',
  slashKeyOff: 'ปิด',
};
