export { CheckboxGroup } from './checkbox-group';
export type { CheckboxGroupItem, CheckboxGroupProps, CheckboxGroupValue } from './checkbox-group';
