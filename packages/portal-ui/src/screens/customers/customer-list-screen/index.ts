export { CustomerListScreen } from './customer-list-screen';
export type { CustomerListScreenProps } from './customer-list-screen';
