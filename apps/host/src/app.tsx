import { useEffect, useState } from 'react';

type Health = 'checking' | 'up' | 'down';

/**
 * Placeholder host page until the portal-ui screens land: it proves the build, the CSP and the
 * `/api` forwarding by asking the sandbox for its health.
 */
export function App() {
  const [health, setHealth] = useState<Health>('checking');
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/health', { signal: controller.signal })
      .then((response) => setHealth(response.ok ? 'up' : 'down'))
      .catch(() => {
        if (!controller.signal.aborted) setHealth('down');
      });
    return () => controller.abort();
  }, []);
  return (
    <main>
      <h1>Merchant Portal</h1>
      <p>The portal screens are coming in a later release.</p>
      <p role="status">Sandbox API: {health === 'checking' ? 'checking…' : health === 'up' ? 'up' : 'not reachable'}</p>
    </main>
  );
}
