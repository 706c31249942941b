export { CustomerTypeDialog } from './customer-type-dialog';
export type { CustomerTypeChoice } from './customer-type-dialog';
