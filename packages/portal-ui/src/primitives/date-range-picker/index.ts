export { DateRangePicker } from './date-range-picker';
export type { DateRange, DateRangePickerProps } from './date-range-picker';
