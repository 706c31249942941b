export { PortalPages } from './portal-pages';
export type { PortalPagesProps } from './portal-pages';
export { portalPagesPaths } from './portal-pages-paths';
export type { PortalPagesPaths } from './portal-pages-paths';
