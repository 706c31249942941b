export { CustomerDetailScreen } from './customer-detail-screen';
export type { CustomerDetailScreenProps } from './customer-detail-screen';
