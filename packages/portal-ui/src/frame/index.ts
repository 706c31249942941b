export { PortalFrame, PORTAL_MAIN_ID } from './portal-frame';
export type { PortalFrameProps } from './portal-frame';
export { DownloadActivityProvider, useDownloadActivity } from './download-activity';
export type { DownloadActivity, DownloadActivityProviderProps, RunningDownload, TrackOptions } from './download-activity';
export { createDownloadProgress, useDownloadRows } from './download-progress';
export type { DownloadProgress } from './download-progress';
export { saveDownload } from './save-download';
