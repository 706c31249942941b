/**
 * The session as screens see it, and what they remember while it lasts (ARCHITECTURE: "whatever a
 * screen remembers in memory belongs to the session and ends with it"). One mechanism for every
 * host: `SessionProvider` and a `PortalProvider` given its host's own `session` both scope it.
 */
import type { ReactNode } from 'react';
import { createContext, useContext, useMemo, useState } from 'react';
import type { PortalSession } from '../session/session-types';

/** Carries the current {@link PortalSession}; `SessionProvider` and `PortalProvider` both fill it. */
export const PortalSessionContext = createContext<PortalSession | null>(null);

/**
 * What screens remember in memory for as long as the session lasts, by key (e.g. a list's last
 * query string, so 'Back to ... List' on a detail returns to it). Never in storage: a reload
 * forgets it; and never longer than the session: a sign-out, an expiry or another user signing
 * in starts an empty one.
 */
export interface SessionMemory {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
}

// Signed out, or outside any session: nothing is remembered.
const FORGETFUL: SessionMemory = { get: () => undefined, set() {} };

const SessionMemoryContext = createContext<SessionMemory>(FORGETFUL);

/** The memory of the current session (see {@link SessionMemory}). */
export function useSessionMemory(): SessionMemory {
  return useContext(SessionMemoryContext);
}

/** Who is signed in, or `null`: a memory serves one identity and is dropped when it changes. */
function identityOf({ user }: PortalSession): string | null {
  return user ? JSON.stringify([user.merchantProfile?.merchantId ?? '', user.userName]) : null;
}

function memoryFor(identity: string | null): SessionMemory {
  if (identity === null) return FORGETFUL;
  const values = new Map<string, string>();
  return { get: (key) => values.get(key), set: (key, value) => void values.set(key, value) };
}

/**
 * Provides `session` to the screens inside, with a {@link SessionMemory} that lives as long as
 * its signed-in user: it is replaced (the old one dropped) when the user signs out, the session
 * expires, or the session names another user. A sign-out always passes through "no user", so
 * even the same user signing in again starts with an empty memory.
 */
export function PortalSessionScope({ session, children }: { session: PortalSession; children: ReactNode }) {
  const identity = identityOf(session);
  const [scope, setScope] = useState(() => ({ identity, memory: memoryFor(identity) }));
  let { memory } = scope;
  if (scope.identity !== identity) {
    // Replaced during render, before any screen of the new identity can read the old memory.
    const next = { identity, memory: memoryFor(identity) };
    setScope(next);
    memory = next.memory;
  }
  return (
    <PortalSessionContext.Provider value={session}>
      <SessionMemoryContext.Provider value={memory}>{children}</SessionMemoryContext.Provider>
    </PortalSessionContext.Provider>
  );
}

/**
 * A memory of its own for what is inside, within the session's: a staff user's work on one
 * merchant (a list's filters, where Back returns) is forgotten when they switch to another, as a
 * sign-out forgets the session's. Signed out it remembers nothing, like the session's.
 */
export function SessionMemoryScope({ children }: { children: ReactNode }) {
  const outer = useContext(SessionMemoryContext);
  // A new memory when the session's is replaced (another identity), never shared across them.
  const memory = useMemo(() => (outer === FORGETFUL ? FORGETFUL : memoryFor('scope')), [outer]);
  return <SessionMemoryContext.Provider value={memory}>{children}</SessionMemoryContext.Provider>;
}
