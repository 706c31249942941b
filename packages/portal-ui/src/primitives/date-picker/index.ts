export { DatePicker } from './date-picker';
export type { DatePickerChange, DatePickerProps } from './date-picker';
export type { IsoDate } from './date-format';
export { parseDisplayDate } from './date-format';
