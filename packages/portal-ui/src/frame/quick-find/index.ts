export { QuickFind } from './quick-find';
