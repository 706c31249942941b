export { TableScrollBox, TableScrollHint } from './table-scroll-box';
export type { TableScrollBoxProps, TableScrollHintProps } from './table-scroll-box';
export { useTableEdges } from './table-edges';
export type { TableEdges } from './table-edges';
