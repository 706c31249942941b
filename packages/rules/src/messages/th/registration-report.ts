/** Thai texts of the registration and online registration monitoring reports. */
import type { AreaTranslation } from '../message-types';

export const REGISTRATION_REPORT_TH: AreaTranslation<'registrationReport'> = {
  registrationSearch: 'ค้นหารายงานการลงทะเบียน',
  monitoringSearch: 'ค้นหาการติดตามการลงทะเบียนออนไลน์',
  registrationCaption: 'รายการลงทะเบียน',
  monitoringCaption: 'รายการลงทะเบียนออนไลน์',
  merchantId: 'รหัสร้านค้า',
  merchantName: 'ชื่อร้านค้า',
  registrationDate: 'วันที่ลงทะเบียน',
  merchantCustNo: 'หมายเลขลูกค้าของร้านค้า',
  payerAccount: 'บัญชีผู้ชำระเงิน',
  customerAcctCurrency: 'สกุลเงินของบัญชี',
  channel: 'ช่องทาง',
  status: 'สถานะ',
  id: 'รหัสรายการ',
  createdDateTime: 'วันและเวลาที่สร้าง',
  merchantReference: 'เลขอ้างอิงร้านค้า',
  customerReference: 'หมายเลขลูกค้าของร้านค้า',
  otherReference: 'เลขอ้างอิงอื่น',
  customerAcctNo: 'เลขที่บัญชีลูกค้า',
  customerName: 'ชื่อลูกค้า',
  registrationChannel: 'ช่องทางการลงทะเบียน',
  paymentChannel: 'ช่องทางการชำระเงิน',
  errorDesc: 'รายละเอียดข้อผิดพลาด',
  fromInvalid: 'วันที่เริ่มต้นของการลงทะเบียนไม่ถูกต้อง',
  toInvalid: 'วันที่สิ้นสุดของการลงทะเบียนไม่ถูกต้อง',
  fromAfterTo: 'วันที่เริ่มต้นต้องไม่เกินวันที่สิ้นสุดของการลงทะเบียน',
  rangeTooLong: 'ช่วงวันที่ของการลงทะเบียนต้องไม่เกิน 360 วัน',
  loadFailed: 'ไม่สามารถโหลดรายงานได้: {reason}',
  // Issue 30
  channelPGW: 'เพย์เมนต์เกตเวย์',
};
