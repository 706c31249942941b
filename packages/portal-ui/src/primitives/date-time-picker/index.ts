export { DateTimePicker } from './date-time-picker';
export type { DateTimePickerProps } from './date-time-picker';
