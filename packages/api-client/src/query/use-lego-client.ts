import { useContext } from 'react';
import type { LegoClient } from '../client/create-lego-client';
import { LegoClientContext } from './lego-client-context';

/**
 * The client of the nearest `LegoClientProvider`; throws outside one. A module apart from the
 * provider: the provider is on every host's login page (PortalProvider renders it), this only
 * where data is read.
 */
export function useLegoClient(): LegoClient {
  const client = useContext(LegoClientContext);
  if (!client) throw new Error('No <LegoClientProvider> above (PortalProvider renders one).');
  return client;
}
