/** Thai labels of the status tables and pending actions; the codes they are keyed by stay codes. */
import type { AreaTranslation } from '../message-types';

export const USER_STATUS_TH: AreaTranslation<'userStatus'> = {
  A: 'ใช้งาน',
  I: 'ไม่ใช้งาน',
  L: 'ถูกล็อก',
};

export const TRANSACTION_STATUS_TH: AreaTranslation<'transactionStatus'> = {
  '0000': 'สร้างรายการ',
  '1000': 'ชำระเงินสำเร็จ',
  '1001': 'ตรวจสอบข้อมูลไม่ผ่าน',
  '1002': 'ชำระเงินไม่สำเร็จ',
  '1003': 'กำลังดำเนินการ',
  '1004': 'รออนุมัติ',
  '1005': 'ยกเลิกแล้ว',
  '9999': 'เกิดข้อผิดพลาด',
};

export const REGISTRATION_STATUS_TH: AreaTranslation<'registrationStatus'> = {
  '0000': 'ลงทะเบียนสำเร็จ',
  '0001': 'เริ่มการลงทะเบียน',
  '0002': 'ตรวจสอบข้อมูลผ่าน',
  '0003': 'ตรวจสอบข้อมูลไม่ผ่าน',
  '0004': 'ข้อกำหนดและเงื่อนไข',
  '0005': 'ขอรหัส OTP',
  '0006': 'ยืนยัน OTP ไม่สำเร็จ',
  '0007': 'ยกเลิกแล้ว',
  '9999': 'เกิดข้อผิดพลาด',
};

export const CUSTOMER_STATUS_TH: AreaTranslation<'customerStatus'> = {
  ACTIVE: 'ใช้งาน',
  INACTIVE: 'ไม่ใช้งาน',
  'PENDING APPROVAL': 'รออนุมัติ',
};

export const PENDING_ACTION_TH: AreaTranslation<'pendingAction'> = {
  CREATE: 'เปิดใช้งานลูกค้า',
  UPDATE: 'แก้ไขข้อมูลลูกค้า',
  DELETE: 'ลบลูกค้า',
  lockUser: 'ล็อกผู้ใช้งาน',
  unlockUser: 'ปลดล็อกผู้ใช้งาน',
};
