export type { PortalLinkProps, PortalNavigation, SearchValues } from './navigation';
export { fromQueryString, toQueryString } from './navigation';
export type { MemoryNavigation } from './memory-navigation';
export { createMemoryNavigation } from './memory-navigation';
export { createBrowserNavigation } from './browser-navigation';
export type { PortalPaths } from './paths';
export { DEFAULT_PATHS, createPortalPaths } from './paths';
export type { PortalContextValue, PortalProviderProps } from './portal-provider';
export { PortalProvider, PortalSessionContext, usePortal, usePortalSession } from './portal-provider';
