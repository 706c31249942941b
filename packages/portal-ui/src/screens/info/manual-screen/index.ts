export { DEFAULT_MANUALS, ManualScreen } from './manual-screen';
export type { ManualScreenProps, ManualUrls } from './manual-screen';
