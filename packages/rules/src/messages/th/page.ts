/** Thai texts of a host's pages: route names, the product's name, loading and the error page. */
import type { AreaTranslation } from '../message-types';

export const PAGE_TH: AreaTranslation<'page'> = {
  home: 'หน้าหลัก',
  changePassword: 'เปลี่ยนรหัสผ่าน',
  'user.list': 'ผู้ใช้งาน',
  'user.create': 'เพิ่มผู้ใช้งาน',
  'user.view': 'รายละเอียดผู้ใช้งาน',
  'user.update': 'แก้ไขผู้ใช้งาน',
  'merchant.view': 'ข้อมูลร้านค้า',
  'merchant.update': 'ข้อมูลร้านค้า',
  'customer.list': 'ข้อมูลลูกค้า',
  'customer.view': 'ข้อมูลลูกค้า',
  'customer.create': 'ข้อมูลลูกค้า',
  'reports.transactions': 'รายงานรายการชำระเงิน',
  'reports.transactionDetail': 'รายละเอียดรายการชำระเงิน',
  'reports.registration': 'รายงานการลงทะเบียน',
  'reports.monitoring': 'ติดตามการลงทะเบียนออนไลน์',
  'reports.summaryByStatus': 'สรุปการชำระเงินตามสถานะ',
  // The file format's name keeps its code and size, as in the bank's file specification.
  'reports.sso250': 'รูปแบบไฟล์ข้อความ SSO 250 ไบต์',
  manual: 'คู่มือการใช้งาน',
  contact: 'ติดต่อเรา',
  unauthorized: 'ไม่มีสิทธิ์เข้าถึง',
  notFound: 'ไม่พบหน้าที่ต้องการ',
  product: 'ระบบบริการร้านค้า',
  loadingPage: 'กำลังโหลดหน้า',
  errorTitle: 'เกิดข้อผิดพลาด',
  errorBody: 'ไม่สามารถแสดงหน้านี้ได้ เซสชันของคุณยังคงอยู่ กรุณาโหลดหน้าใหม่เพื่อดำเนินการต่อ',
  reload: 'โหลดหน้าใหม่',
};
