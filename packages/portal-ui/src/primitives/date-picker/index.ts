export { DatePicker } from './date-picker';
export type { DatePickerProps } from './date-picker';
export type { IsoDate } from './date-format';
