import { legoDownloads, LegoApiError } from '@lego-portal/api-client';
import { useCallback, useState } from 'react';
import { useDownloadActivity } from '../../../downloads/download-activity';
import { saveDownload } from '../../../downloads/save-download';
import { usePortal } from '../../../provider/portal-provider';
import { useSingleFlight } from '../../../hooks/use-single-flight';

/** Why a download failed (spec section 9): 404 is 'Report Not Found', anything else 'Error'. */
export type Sso250Failure = 'notFound' | 'error';

/** The file last handed to the browser: the date asked for (YYYYMMDD) and the server's name of it. */
export interface Sso250Saved {
  reportDate: string;
  filename: string;
}

/** What {@link useSso250Download} returns. */
export interface Sso250Download {
  /**
   * Downloads the text file of `reportDate` (YYYYMMDD) and hands it to the browser under the
   * name from Content-Disposition. Resolves when it is over, failed or not (a failure is kept in
   * `failure`); a call while one runs sends nothing.
   */
  download: (reportDate: string) => Promise<void>;
  running: boolean;
  failure: Sso250Failure | null;
  dismissFailure: () => void;
  /** The last file saved, until the next download starts. */
  saved: Sso250Saved | null;
}

/**
 * The SSO 250-byte file download: one request at a time, counted by the frame's download
 * activity (the footer's spinner) while it runs.
 */
export function useSso250Download(): Sso250Download {
  const { client } = usePortal();
  const { track } = useDownloadActivity();
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<Sso250Failure | null>(null);
  const [saved, setSaved] = useState<Sso250Saved | null>(null);
  // A second click while one runs (the same frame included) downloads nothing.
  const download = useSingleFlight(async (reportDate: string) => {
    setRunning(true);
    setFailure(null);
    setSaved(null);
    try {
      const file = await track(legoDownloads.sso250(client, { reportType: 'csv', sso250Criteria: { reportDate } }));
      saveDownload(file);
      setSaved({ reportDate, filename: file.filename });
    } catch (error) {
      setFailure(error instanceof LegoApiError && error.status === 404 ? 'notFound' : 'error');
    } finally {
      setRunning(false);
    }
  });
  const dismissFailure = useCallback(() => setFailure(null), []);

  return { download, running, failure, dismissFailure, saved };
}
