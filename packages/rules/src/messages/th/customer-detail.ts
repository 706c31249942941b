/** Thai texts of the customer detail page. */
import type { AreaTranslation } from '../message-types';

export const CUSTOMER_DETAIL_TH: AreaTranslation<'customerDetail'> = {
  heading: 'ข้อมูลลูกค้า',
  loading: 'กำลังโหลดข้อมูลลูกค้า…',
  customerType: 'ประเภทลูกค้า',
  lastUpdated: 'แก้ไขล่าสุด',
  pendingNotice: 'ลูกค้ารายนี้มีรายการเปลี่ยนแปลงที่รออนุมัติ',
};
