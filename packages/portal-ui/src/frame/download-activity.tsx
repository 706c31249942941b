import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';

/** What {@link useDownloadActivity} returns. */
export interface DownloadActivity {
  /**
   * Counts `promise` as a running download until it settles, and returns the same promise, so a
   * rejection still reaches the caller (who shows the error) and is never swallowed here.
   *
   * @example
   * track(legoDownloads.sso250(client, body)).then(saveDownload).catch(showError);
   */
  track<T>(promise: Promise<T>): Promise<T>;
  /** Downloads running now; the frame's footer shows a spinner while it is above zero. */
  active: number;
}

// Outside a provider (a screen rendered on its own, e.g. in a host without the frame) downloads
// still work; they are just not shown anywhere.
const NO_TRACKING: DownloadActivity = { track: (promise) => promise, active: 0 };

const DownloadActivityContext = createContext<DownloadActivity>(NO_TRACKING);

/** Props of {@link DownloadActivityProvider}. */
export interface DownloadActivityProviderProps {
  children: ReactNode;
}

/**
 * Counts the downloads started by the screens below it (spec section 2: the footer shows a
 * spinner while a download runs). {@link PortalFrame} renders one around its content.
 */
export function DownloadActivityProvider({ children }: DownloadActivityProviderProps) {
  const [active, setActive] = useState(0);
  const track = useCallback(<T,>(promise: Promise<T>): Promise<T> => {
    setActive((count) => count + 1);
    const settle = () => setActive((count) => count - 1);
    // then(settle, settle), not finally(): finally() would return a second promise that rejects
    // with nobody listening, an unhandled rejection for every failed download.
    promise.then(settle, settle);
    return promise;
  }, []);
  const value = useMemo<DownloadActivity>(() => ({ track, active }), [track, active]);
  return <DownloadActivityContext.Provider value={value}>{children}</DownloadActivityContext.Provider>;
}

/**
 * The download tracker of the nearest {@link DownloadActivityProvider}; outside one, a tracker
 * that passes promises through and always reports zero.
 */
export function useDownloadActivity(): DownloadActivity {
  return useContext(DownloadActivityContext);
}
