export { ResultModal } from './result-modal';
export type { ResultModalProps } from './result-modal';
