/** Thai texts of user management: actions, the list, the detail, the user form and the authorization boxes. */
import type { AreaTranslation } from '../message-types';

export const USER_TH: AreaTranslation<'user'> = {
  actionSuccess: '{Action}ผู้ใช้งานสำเร็จ',
  actionErrorTitle: '{Action}ผู้ใช้งานไม่สำเร็จ',
  deleteConfirm: 'คุณต้องการลบผู้ใช้งานนี้ใช่หรือไม่',
  deleteTitle: 'ลบผู้ใช้งาน',
  actionCreate: 'สร้าง',
  actionUpdate: 'แก้ไข',
  actionLock: 'ล็อก',
  actionUnlock: 'ปลดล็อก',
  actionDelete: 'ลบ',
};

export const USER_LIST_TH: AreaTranslation<'userList'> = {
  heading: 'ผู้ใช้งาน',
  search: 'ค้นหาผู้ใช้งาน',
  caption: 'รายการผู้ใช้งาน',
  username: 'ชื่อผู้ใช้งาน',
  fullName: 'ชื่อ-นามสกุล',
  createDate: 'วันที่สร้าง',
  lastLogin: 'เข้าสู่ระบบล่าสุด',
  status: 'สถานะ',
  loadFailed: 'ไม่สามารถโหลดรายการผู้ใช้งานได้: {reason}',
};

export const USER_DETAIL_TH: AreaTranslation<'userDetail'> = {
  createHeading: 'เพิ่มผู้ใช้งาน',
  updateHeading: 'แก้ไขผู้ใช้งาน',
  viewHeading: 'รายละเอียดผู้ใช้งาน',
  loading: 'กำลังโหลดข้อมูลผู้ใช้งาน…',
  profileCard: 'ข้อมูลผู้ใช้งาน',
  authorizationCard: 'สิทธิ์การใช้งาน',
  status: 'สถานะ',
  saving: 'กำลังบันทึก',
  merchantId: 'รหัสร้านค้า',
  username: 'ชื่อผู้ใช้งาน',
  fullName: 'ชื่อ-นามสกุล',
  email: 'อีเมล',
  contactNumber: 'หมายเลขติดต่อ',
  note: 'หมายเหตุ',
  createDate: 'วันที่สร้าง',
  lastLogin: 'เข้าสู่ระบบล่าสุด',
  granted: 'ได้รับสิทธิ์',
  notGranted: 'ไม่ได้รับสิทธิ์',
};

export const AUTHORIZATION_GRANT_TH: AreaTranslation<'authorizationGrant'> = {
  account: 'บัญชี',
  profile: 'ข้อมูลร้านค้า',
  customerProfile: 'ลูกค้า',
  report: 'รายงาน',
  transactionReport: 'รายการชำระเงิน',
  registrationReport: 'การลงทะเบียน',
  onlineRegistrationReport: 'ติดตามการลงทะเบียนออนไลน์',
  summaryPaymentTransactionByStatus: 'สรุปการชำระเงินตามสถานะ',
};

export const USER_FORM_TH: AreaTranslation<'userForm'> = {
  merchantIdRequired: 'กรุณากรอกรหัสร้านค้า',
  merchantIdFormat: 'รหัสร้านค้าต้องเป็นตัวเลข 10 หลัก',
  usernameRequired: 'กรุณากรอกชื่อผู้ใช้งาน',
  usernameFormat: 'ชื่อผู้ใช้งานต้องมีความยาว 6-15 ตัวอักษร ประกอบด้วยตัวอักษรภาษาอังกฤษ ตัวเลข ขีดกลาง (-) หรือขีดล่าง (_)',
  fullNameRequired: 'กรุณากรอกชื่อ-นามสกุล',
  fullNameFormat: 'ชื่อ-นามสกุลต้องมีความยาว 1-30 ตัวอักษร ประกอบด้วยตัวอักษร ช่องว่าง ขีดกลาง (-) หรือจุด (.)',
  emailRequired: 'กรุณากรอกอีเมล',
  emailFormat: 'รูปแบบอีเมลไม่ถูกต้อง',
  contactNumberFormat: 'หมายเลขติดต่อต้องเป็นตัวเลข 9-10 หลัก',
  noteLength: 'หมายเหตุต้องมีความยาวไม่เกิน 255 ตัวอักษร',
};

export const AUTHORIZATION_TH: AreaTranslation<'authorization'> = {
  accountChildRequired: 'กรุณาเลือกอย่างน้อยหนึ่งรายการระหว่างข้อมูลร้านค้าหรือลูกค้า',
  reportChildRequired: 'กรุณาเลือกอย่างน้อยหนึ่งรายการระหว่างรายการชำระเงิน การลงทะเบียน หรือติดตามการลงทะเบียนออนไลน์',
};
