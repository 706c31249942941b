export { Toaster, toaster } from './toast';
