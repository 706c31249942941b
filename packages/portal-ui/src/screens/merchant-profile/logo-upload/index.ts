export { LogoUpload } from './logo-upload';
export type { LogoUploadProps } from './logo-upload';
