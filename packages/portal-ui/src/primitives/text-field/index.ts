export { TextField } from './text-field';
export type { FieldTextProps, TextFieldProps } from './text-field';
