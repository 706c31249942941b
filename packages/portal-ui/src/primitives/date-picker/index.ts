export { DatePicker } from './date-picker';
export type { DatePickerProps } from './date-picker';
export type { IsoDate } from './date-format';
export { parseDisplayDate } from './date-format';
