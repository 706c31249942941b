export { ColumnChooser } from './column-chooser';
export type { ColumnChooserOption, ColumnChooserProps } from './column-chooser';
