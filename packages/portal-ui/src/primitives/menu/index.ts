export { Menu } from './menu';
export type { MenuChoice, MenuItem, MenuProps } from './menu';
