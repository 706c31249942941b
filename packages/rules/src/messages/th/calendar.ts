/** Thai texts of the calendar era: พุทธศักราช (พ.ศ.) is how Thai people date things; ค.ศ. is the spec's. */
import type { AreaTranslation } from '../message-types';

export const CALENDAR_TH: AreaTranslation<'calendar'> = {
  label: 'ปฏิทิน',
  gregorian: 'คริสต์ศักราช (ค.ศ.)',
  buddhist: 'พุทธศักราช (พ.ศ.)',
  buddhistDateFormat: 'วว/ดด/ปปปป (พ.ศ.)',
  buddhistDateTimeHint: 'วว/ดด/ปปปป ชม:นท:วท (24 ชั่วโมง, พ.ศ.)',
  buddhistYearSelect: 'เลือกปี (พ.ศ.)',
};
