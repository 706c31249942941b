export { PortalFrame, PORTAL_MAIN_ID } from './portal-frame';
export type { PortalFrameProps } from './portal-frame';
export { DownloadActivityProvider, useDownloadActivity } from './download-activity';
export type { DownloadActivity, DownloadActivityProviderProps } from './download-activity';
export { saveDownload } from './save-download';
