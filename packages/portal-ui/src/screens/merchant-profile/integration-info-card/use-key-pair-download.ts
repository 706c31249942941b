import { legoDownloads } from '@lego-portal/api-client';
import { useState } from 'react';
import { useDownloadActivity } from '../../../downloads/download-activity';
import { saveDownload } from '../../../downloads/save-download';
import { usePortal } from '../../../provider/portal-provider';
import { useSingleFlight } from '../../../hooks/use-single-flight';

/** How the last public key download ended. */
export type KeyPairDownloadOutcome = { ok: true; filename: string } | { ok: false; error: unknown };

/**
 * The public key download: one request at a time (a second click while one runs sends
 * nothing), counted by the frame's download activity so the footer shows its spinner, handed to
 * the browser under the name from Content-Disposition.
 */
export function useKeyPairDownload() {
  const { client } = usePortal();
  const { track } = useDownloadActivity();
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<KeyPairDownloadOutcome | null>(null);
  const download = useSingleFlight(async () => {
    setRunning(true);
    setOutcome(null);
    try {
      const file = await track(legoDownloads.keyPair(client));
      saveDownload(file);
      setOutcome({ ok: true, filename: file.filename });
    } catch (error) {
      setOutcome({ ok: false, error });
    } finally {
      setRunning(false);
    }
  });
  return { download, running, outcome };
}
