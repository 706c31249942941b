/** Thai texts of the reports: search, CSV export and the SSO 250-byte file. */
import type { AreaTranslation } from '../message-types';

export const TRANSACTION_SEARCH_TH: AreaTranslation<'transactionSearch'> = {
  fromInvalid: 'วันที่เริ่มต้นของรายการไม่ถูกต้อง',
  toInvalid: 'วันที่สิ้นสุดของรายการไม่ถูกต้อง',
  rangeTooLong: 'ช่วงวันที่ของรายการต้องไม่เกิน 360 วัน',
  fromAfterTo: 'วันที่เริ่มต้นต้องไม่เกินวันที่สิ้นสุดของรายการ',
};

export const CSV_EXPORT_TH: AreaTranslation<'csvExport'> = {
  rangeTooLong: 'ช่วงวันที่ของรายการที่ดาวน์โหลดได้ต้องไม่เกิน 30 วัน',
  largeExportTitle: 'ส่งออกไฟล์ขนาดใหญ่',
  largeExportBody: 'การส่งออกอาจใช้เวลานาน ต้องการดำเนินการต่อหรือไม่',
  exportCsv: 'ส่งออก CSV',
  saved: 'บันทึก {rows} รายการลงในไฟล์ {filename} แล้ว',
  cancelled: 'ยกเลิกการส่งออกแล้ว',
  failed: 'ส่งออกไม่สำเร็จ: {reason}',
  // Issue 30
  largeExportCount: 'การส่งออก {rows} รายการอาจใช้เวลานาน ต้องการดำเนินการต่อหรือไม่',
  progress: 'ได้รับแล้ว {rows} จาก {total} รายการ',
  progressRows: 'ได้รับแล้ว {rows} รายการ',
  progressLabel: 'ความคืบหน้าการส่งออก',
  cancel: 'ยกเลิกการส่งออก',
  searchFirst: 'กดค้นหาเพื่อใช้ตัวกรองที่เปลี่ยนก่อนส่งออก',
};

export const SSO250_TH: AreaTranslation<'sso250'> = {
  notFoundTitle: 'ไม่พบรายงาน',
  notFoundBody: 'ไม่พบรายงานที่ต้องการ กรุณาลองใหม่อีกครั้ง',
  errorTitle: 'เกิดข้อผิดพลาด',
  errorBody: 'เกิดข้อผิดพลาดระหว่างดาวน์โหลดรายงาน',
  dateRequired: 'กรุณาเลือกวันที่มีผลของรายงาน',
  dateInvalid: 'วันที่มีผลของรายงานไม่ถูกต้อง',
  dateOutOfRange: 'วันที่มีผลของรายงานต้องอยู่ระหว่าง {from} ถึง {to} (ย้อนหลังได้ 6 เดือน จนถึงเมื่อวาน)',
  dateWindow: 'วันที่ตั้งแต่ {from} ถึง {to} (ย้อนหลัง 6 เดือน จนถึงเมื่อวาน)',
  saved: 'บันทึกรายงานของวันที่ {date} เป็นไฟล์ {filename} แล้ว',
};

export const REPORT_TITLE_TH: AreaTranslation<'reportTitle'> = {
  transactionReport: 'รายงานรายการชำระเงิน',
};
