export { LocaleSwitch } from './locale-switch';
export type { LocaleSwitchProps } from './locale-switch';
