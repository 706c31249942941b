import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { DownloadProgress } from './download-progress';

/** What a tracked download offers the footer besides its spinner. */
export interface TrackOptions {
  /** Stops the download; the footer offers it as 'Cancel download' while the download runs. */
  cancel?: () => void;
  /** Rows received so far, shown beside the spinner (see {@link createDownloadProgress}). */
  progress?: DownloadProgress;
}

/** One running download, as the footer sees it. */
export interface RunningDownload extends TrackOptions {
  id: number;
}

/** What {@link useDownloadActivity} returns. */
export interface DownloadActivity {
  /**
   * Counts `promise` as a running download until it settles, and returns the same promise, so a
   * rejection still reaches the caller (who shows the error) and is never swallowed here.
   *
   * @example
   * track(legoDownloads.sso250(client, body)).then(saveDownload).catch(showError);
   * track(exportRows(signal), { cancel: () => controller.abort(), progress });
   */
  track<T>(promise: Promise<T>, options?: TrackOptions): Promise<T>;
  /** Downloads running now; the frame's footer shows a spinner while it is above zero. */
  active: number;
  /** The running downloads, oldest first. */
  running: readonly RunningDownload[];
}

// Outside a provider (a screen rendered on its own, e.g. in a host without the frame) downloads
// still work; they are just not shown anywhere.
const NO_TRACKING: DownloadActivity = { track: (promise) => promise, active: 0, running: [] };

const DownloadActivityContext = createContext<DownloadActivity>(NO_TRACKING);

/** Props of {@link DownloadActivityProvider}. */
export interface DownloadActivityProviderProps {
  children: ReactNode;
}

let nextId = 1;

/**
 * Keeps the downloads started by the screens below it (spec section 2: the footer shows a
 * spinner while a download runs; a streamed export also shows its rows and a Cancel).
 * {@link PortalFrame} renders one around its content; a host without the frame may render its
 * own and show `running` where it likes.
 */
export function DownloadActivityProvider({ children }: DownloadActivityProviderProps) {
  const [running, setRunning] = useState<readonly RunningDownload[]>([]);
  const track = useCallback(<T,>(promise: Promise<T>, options: TrackOptions = {}): Promise<T> => {
    const id = nextId++;
    setRunning((list) => [...list, { id, ...options }]);
    const settle = () => setRunning((list) => list.filter((entry) => entry.id !== id));
    // then(settle, settle), not finally(): finally() would return a second promise that rejects
    // with nobody listening, an unhandled rejection for every failed download.
    promise.then(settle, settle);
    return promise;
  }, []);
  const value = useMemo<DownloadActivity>(() => ({ track, active: running.length, running }), [track, running]);
  return <DownloadActivityContext.Provider value={value}>{children}</DownloadActivityContext.Provider>;
}

/**
 * The download tracker of the nearest {@link DownloadActivityProvider}; outside one, a tracker
 * that passes promises through and always reports zero.
 */
export function useDownloadActivity(): DownloadActivity {
  return useContext(DownloadActivityContext);
}
