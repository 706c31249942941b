/** Thai texts of decisions with reasons (issue 32). */
import type { AreaTranslation } from '../message-types';

export const DECISION_TH: AreaTranslation<'decision'> = {
  reason: 'เหตุผล',
  note: 'หมายเหตุ (ไม่บังคับ)',
  reasonHint: 'ผู้ทำรายการจะเห็นเหตุผลนี้ในข้อมูลลูกค้า ไม่เกิน 500 ตัวอักษร',
  noteHint: 'ไม่เกิน 500 ตัวอักษร',
  reasonRequired: 'กรุณาระบุเหตุผลในการปฏิเสธรายการเปลี่ยนแปลงนี้',
  reasonTooLong: 'เหตุผลต้องไม่เกิน 500 ตัวอักษร',
  noteTooLong: 'หมายเหตุต้องไม่เกิน 500 ตัวอักษร',
  recordChanged: 'ข้อมูลลูกค้ารายนี้มีการเปลี่ยนแปลงหลังจากทำรายการ กรุณาปฏิเสธรายการนี้และทำรายการเปลี่ยนแปลงใหม่อีกครั้ง',
  expired: 'รายการนี้หมดอายุแล้ว กรุณาปฏิเสธรายการนี้และทำรายการเปลี่ยนแปลงใหม่อีกครั้ง',
  expiredBadge: 'หมดอายุ',
  expiresAt: 'หมดอายุวันที่',
  expiredAt: 'หมดอายุเมื่อวันที่',
  lastDecision: 'ผลการพิจารณาล่าสุด',
  outcome: 'ผลการพิจารณา',
  approved: 'อนุมัติ',
  rejected: 'ปฏิเสธ',
  decidedBy: 'ผู้พิจารณา',
  decidedAt: 'วันที่พิจารณา',
  requestedBy: 'ผู้ทำรายการ',
  reasonGiven: 'เหตุผล',
  noteGiven: 'หมายเหตุ',
  change: 'รายการเปลี่ยนแปลง',
};
