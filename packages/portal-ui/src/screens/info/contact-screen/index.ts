export { ContactScreen, DEFAULT_HEAD_OFFICE_ADDRESS } from './contact-screen';
export type { ContactScreenProps } from './contact-screen';
