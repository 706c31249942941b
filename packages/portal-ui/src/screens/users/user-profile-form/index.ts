export { UserProfileForm } from './user-profile-form';
export type { UserProfileFieldValues, UserProfileFormProps } from './user-profile-form';
