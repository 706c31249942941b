/** Thai texts of the portal's controls: date pickers, file upload, busy states and notifications. */
import type { AreaTranslation } from '../message-types';

export const DATE_PICKER_TH: AreaTranslation<'datePicker'> = {
  openCalendar: 'เปิดปฏิทิน',
  inputFormat: 'วว/ดด/ปปปป',
  fromDate: 'วันที่เริ่มต้น',
  toDate: 'วันที่สิ้นสุด',
  calendar: 'ปฏิทิน',
  monthSelect: 'เลือกเดือน',
  // The years are Gregorian (ค.ศ.) in Thai too: see the README, "Dates and amounts per locale".
  yearSelect: 'เลือกปี (ค.ศ.)',
  previousMonth: 'เดือนก่อนหน้า',
  nextMonth: 'เดือนถัดไป',
  chooseDay: 'เลือก {date}',
  selectedDay: 'วันที่เลือกไว้ {date}',
  unavailableDay: 'เลือกไม่ได้ {date}',
  rangeStart: 'วันเริ่มต้นของช่วง {date}',
  rangeEnd: 'วันสิ้นสุดของช่วง {date}',
  inRange: 'อยู่ในช่วงที่เลือก {date}',
  // Issue 30: the date-time fields of the reports.
  dateTimeFormat: 'วว/ดด/ปปปป ชม:นท:วท',
  dateTimeHint: 'วว/ดด/ปปปป ชม:นท:วท (24 ชั่วโมง)',
};

export const UPLOAD_TH: AreaTranslation<'upload'> = {
  dropHint: 'ลากไฟล์มาวางที่นี่ หรือ',
  chooseFile: 'เลือกไฟล์',
  chooseFiles: 'เลือกไฟล์',
  dropzone: 'พื้นที่วางไฟล์',
  remove: 'ลบ',
  removeFile: 'ลบไฟล์ {name}',
};

export const CONTROL_TH: AreaTranslation<'control'> = {
  loading: 'กำลังโหลด',
  selectPlaceholder: 'กรุณาเลือก',
  notifications: 'การแจ้งเตือน (Alt+T)',
  dismissNotification: 'ปิดการแจ้งเตือน',
  notSet: 'ไม่มีข้อมูล',
  leaveTitle: 'ออกจากหน้านี้',
  leaveMessage: 'การเปลี่ยนแปลงของคุณยังไม่ได้บันทึก คุณแน่ใจหรือไม่ที่จะออกจากหน้านี้',
  leave: 'ออกจากหน้านี้',
  stay: 'อยู่ต่อ',
  // Issue 30 (phone): the fold of the filters on a phone.
  filters: 'ตัวกรอง',
  filtersActive: 'ตัวกรอง (ใช้อยู่ {count} รายการ)',
};
