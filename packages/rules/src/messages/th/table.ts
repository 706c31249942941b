/** Thai texts of the data tables. */
import type { AreaTranslation } from '../message-types';

export const TABLE_TH: AreaTranslation<'table'> = {
  rowsPerPage: 'จำนวนแถวต่อหน้า',
  showing: 'แสดง {first}–{last} จาก {total} รายการ',
  loading: 'กำลังโหลด…',
  pages: 'เลขหน้าของ{caption}',
  previousPage: 'หน้าก่อนหน้า',
  nextPage: 'หน้าถัดไป',
  page: 'หน้า {page}',
  sortBy: 'เรียงตาม',
  sortAscending: '{column} จากน้อยไปมาก',
  sortDescending: '{column} จากมากไปน้อย',
  sortDefault: 'ลำดับเริ่มต้น',
  clearFilters: 'ล้างตัวกรอง',
  // Issue 30: the column chooser and the overflow cue.
  columns: 'คอลัมน์',
  columnsHidden: 'คอลัมน์ (ซ่อน {hidden})',
  columnAlwaysShown: 'แสดงเสมอ',
  defaultColumns: 'คอลัมน์เริ่มต้น',
  scrollForMore: 'เลื่อนไปด้านข้างเพื่อดูคอลัมน์เพิ่มเติม',
};
