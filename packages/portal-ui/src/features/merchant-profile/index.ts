export { MerchantProfile } from './merchant-profile';
export type { MerchantProfileProps } from './merchant-profile';
export { merchantProfilePaths } from './merchant-profile-paths';
export type { MerchantProfilePaths } from './merchant-profile-paths';
