export { FileUpload } from './file-upload';
export type { FileUploadProps } from './file-upload';
