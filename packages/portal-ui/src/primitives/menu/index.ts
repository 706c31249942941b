export { Menu } from './menu';
export type { MenuItem, MenuProps } from './menu';
