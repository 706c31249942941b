/** Thai texts of the customer list. */
import type { AreaTranslation } from '../message-types';

export const CUSTOMER_LIST_TH: AreaTranslation<'customerList'> = {
  heading: 'ข้อมูลลูกค้า',
  search: 'ค้นหาลูกค้า',
  caption: 'รายการลูกค้า',
  accountNumber: 'เลขที่บัญชี',
  userId: 'รหัสผู้ใช้ (User ID)',
  accountCurrency: 'สกุลเงินของบัญชี',
  customerAccountNo: 'เลขที่บัญชีลูกค้า',
  customerName: 'ชื่อลูกค้า',
  paymentChannel: 'ช่องทางการชำระเงิน',
  status: 'สถานะ',
  approvalStatus: 'สถานะการอนุมัติ',
  id: 'รหัสอ้างอิง',
  loadFailed: 'ไม่สามารถโหลดรายการลูกค้าได้: {reason}',
  newCustomer: 'เพิ่มลูกค้า',
  typeDialogTitle: 'เพิ่มลูกค้า',
  typeDialogDescription: 'เลือกประเภทของลูกค้าที่ต้องการเพิ่ม',
  createUnavailable: 'พอร์ทัลนี้ไม่สามารถเพิ่มลูกค้าได้ ลูกค้าจะถูกเพิ่มในพอร์ทัลสำหรับพนักงานของธนาคาร จากนั้นรายการจะรอการอนุมัติที่นี่',
};
