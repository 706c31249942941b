export { Checkbox } from './checkbox';
export type { CheckboxProps, CheckedState } from './checkbox';
