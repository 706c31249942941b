/**
 * What the portal remembers for a person beyond a page (a table's chosen columns), kept where
 * the host says. portal-ui never touches `localStorage` itself: the host decides whether a
 * preference may outlive the tab (the reference host: yes; an intranet host may say no), and
 * every key is scoped by the signed-in user, so nothing one user chose reaches the next.
 */
import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useState, useSyncExternalStore } from 'react';
import { PortalSessionContext } from './session-scope';

/**
 * Where the portal keeps a signed-in person's preferences, given to `PortalProvider` as
 * `storage`. Values are strings (the portal serialises its own); `set(key, null)` forgets one.
 * The keys it receives are already scoped by user (`lego-portal:<username>:<key>`). Both methods
 * may be called during render, so they should be quick; an adapter over `localStorage` should
 * catch what it throws (a full quota, a privacy mode) and answer `null`.
 *
 * @example
 * const storage: PortalStorage = {
 *   get: (key) => { try { return localStorage.getItem(key); } catch { return null; } },
 *   set: (key, value) => {
 *     try { value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value); } catch {}
 *   },
 * };
 * <PortalProvider client={client} navigation={navigation} storage={storage}>…</PortalProvider>
 */
export interface PortalStorage {
  get(key: string): string | null;
  set(key: string, value: string | null): void;
}

/** An adapter that keeps values in memory: what a host without storage gets (gone on reload). */
export function createMemoryStorage(): PortalStorage {
  const values = new Map<string, string>();
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => {
      if (value === null) values.delete(key);
      else values.set(key, value);
    },
  };
}

/** The key an adapter sees for `key` of `userName`: every user has keys of their own. */
export function scopedStorageKey(userName: string, key: string): string {
  // Encoded, so that no username can reach into another's keys (a ':' in a name).
  return `lego-portal:${encodeURIComponent(userName)}:${key}`;
}

const PortalStorageContext = createContext<PortalStorage | null>(null);

/**
 * Provides `storage` (or, left out, the enclosing provider's, else a memory of its own) to the
 * portal inside. Internal: hosts give their adapter to `PortalProvider`.
 */
export function PortalStorageScope({ storage, children }: { storage?: PortalStorage; children: ReactNode }) {
  const inherited = useContext(PortalStorageContext);
  const [memory] = useState(createMemoryStorage);
  return <PortalStorageContext.Provider value={storage ?? inherited ?? memory}>{children}</PortalStorageContext.Provider>;
}

// Every hook reading a key hears when another one writes it (an adapter has no events of its own).
type Listener = () => void;
const listeners = new Map<string, Set<Listener>>();

function subscribeTo(key: string, listener: Listener): () => void {
  const set = listeners.get(key) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(key, set);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(key);
  };
}

const NO_STORAGE: PortalStorage = { get: () => null, set() {} };

/**
 * A value the signed-in person keeps between visits, by `key` (e.g. `columns:transactions`):
 * `[value, setValue]`, `null` when nothing is kept; `setValue(null)` forgets it. The value is
 * the signed-in user's own (the key is scoped by their username) in the host's storage. Signed
 * out (or outside a `PortalProvider`) nothing is read from or written to any storage: the value
 * lives only as long as the component that holds it.
 */
export function usePortalStorage(key: string): [string | null, (value: string | null) => void] {
  const storage = useContext(PortalStorageContext) ?? NO_STORAGE;
  const userName = useContext(PortalSessionContext)?.user?.userName;
  const scoped = userName === undefined ? null : scopedStorageKey(userName, key);
  const [own, setOwn] = useState<string | null>(null);
  const subscribe = useCallback((listener: Listener) => (scoped === null ? () => {} : subscribeTo(scoped, listener)), [scoped]);
  const read = () => (scoped === null ? null : storage.get(scoped));
  const stored = useSyncExternalStore(subscribe, read, read);
  const setStored = useCallback(
    (next: string | null) => {
      if (scoped === null) return;
      storage.set(scoped, next);
      listeners.get(scoped)?.forEach((listener) => listener());
    },
    [storage, scoped],
  );
  return scoped === null ? [own, setOwn] : [stored, setStored];
}
