export { FeeProfileCard } from './fee-profile-card';
export type { FeeProfileCardProps } from './fee-profile-card';
