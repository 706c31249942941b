export { TextareaField } from './textarea-field';
export type { TextareaFieldProps } from './textarea-field';
