export { MerchantProfileCard } from './merchant-profile-card';
export type { MerchantProfileCardProps } from './merchant-profile-card';
