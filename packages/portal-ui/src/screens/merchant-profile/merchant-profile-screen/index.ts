export { MerchantProfileScreen } from './merchant-profile-screen';
export type { MerchantProfileScreenProps } from './merchant-profile-screen';
