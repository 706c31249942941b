import { createContext, createElement, useContext, type ReactElement, type ReactNode } from 'react';
import type { LegoClient } from '../client/create-lego-client';

const LegoClientContext = createContext<LegoClient | null>(null);

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

/** The client of the nearest {@link LegoClientProvider}; throws outside one. */
export function useLegoClient(): LegoClient {
  const client = useContext(LegoClientContext);
  if (!client) throw new Error('The lego-* data hooks must be rendered inside <LegoClientProvider> (PortalProvider renders one).');
  return client;
}
