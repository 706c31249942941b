export { Dialog, DialogCloseTrigger } from './dialog';
export type { DialogProps } from './dialog';
