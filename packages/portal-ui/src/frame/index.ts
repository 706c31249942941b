export { PortalFrame, PORTAL_MAIN_ID } from './portal-frame';
export { QuickFind } from './quick-find';
export type { PortalFrameProps } from './portal-frame';
export { DownloadActivityProvider, useDownloadActivity } from '../downloads/download-activity';
export type { DownloadActivity, DownloadActivityProviderProps, RunningDownload, TrackOptions } from '../downloads/download-activity';
export { createDownloadProgress, useDownloadRows } from '../downloads/download-progress';
export type { DownloadProgress } from '../downloads/download-progress';
export { saveDownload } from '../downloads/save-download';
