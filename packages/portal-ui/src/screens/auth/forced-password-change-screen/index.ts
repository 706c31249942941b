export { ForcedPasswordChangeScreen } from './forced-password-change-screen';
export type { ForcedPasswordChangeScreenProps } from './forced-password-change-screen';
