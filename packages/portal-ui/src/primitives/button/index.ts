export { Button } from './button';
export type { ButtonProps } from './button';
