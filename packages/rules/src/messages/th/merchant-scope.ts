/** Thai texts of bank staff's merchant picker. */
import type { AreaTranslation } from '../message-types';

export const MERCHANT_SCOPE_TH: AreaTranslation<'merchantScope'> = {
  pickerHeading: 'เลือกร้านค้า',
  pickerIntro: 'ค้นหาร้านค้าที่ต้องการดำเนินการด้วยรหัสร้านค้าหรือชื่อร้านค้า',
  searchName: 'ค้นหาร้านค้า',
  resultsCaption: 'ร้านค้าที่พบ',
  found: 'ร้านค้าที่พบ: {total}',
  moreResults: 'แสดง {shown} จาก {total} ร้านค้า ระบุการค้นหาให้แคบลงเพื่อพบร้านค้าที่ต้องการ',
  searchFailed: 'ไม่สามารถค้นหาร้านค้าได้: {reason}',
  searching: 'กำลังค้นหาร้านค้า…',
  inScope: 'ร้านค้าที่กำลังดำเนินการ',
  changeMerchant: 'เปลี่ยนร้านค้า',
  merchantRequired: 'กรุณาเลือกร้านค้าก่อน: พนักงานธนาคารต้องระบุร้านค้าในทุกคำขอ',
};
