import { createContext, createElement, type ReactElement, type ReactNode } from 'react';
import type { LegoClient } from '../client/create-lego-client';

/** Internal: read it with `useLegoClient`. */
export const LegoClientContext = createContext<LegoClient | null>(null);

/** Props of {@link LegoClientProvider}. */
export interface LegoClientProviderProps {
  /** The lego-* client (`createLegoClient`) the data hooks below call through. */
  client: LegoClient;
  children?: ReactNode;
}

/**
 * Gives the components below the lego-* client the data hooks (`useCustomerDetail`, ...) call
 * through, so a screen names what it shows, not the client. `PortalProvider` renders one with
 * its `client`; a host using the hooks without the portal renders it inside its
 * `QueryClientProvider`.
 *
 * @example
 * <QueryClientProvider client={queryClient}>
 *   <LegoClientProvider client={createLegoClient({ baseUrl: '', session })}>
 *     <App />
 *   </LegoClientProvider>
 * </QueryClientProvider>
 */
export function LegoClientProvider({ client, children }: LegoClientProviderProps): ReactElement {
  // createElement, not JSX: this package compiles without a JSX setting.
  return createElement(LegoClientContext.Provider, { value: client }, children);
}
