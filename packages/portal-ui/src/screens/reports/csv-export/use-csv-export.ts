import type { StreamedDownload } from '@lego-portal/api-client';
import { useState } from 'react';
import { useDownloadActivity } from '../../../downloads/download-activity';
import { createDownloadProgress } from '../../../downloads/download-progress';
import { SaveDismissedError, saveCsvStream } from './save-csv-stream';
import { useSingleFlight } from '../../../hooks/use-single-flight';

/** How the last export ended. */
export type CsvExportOutcome =
  | { kind: 'saved'; rows: number; filename: string }
  | { kind: 'cancelled' }
  | { kind: 'failed'; error: unknown };

/** What {@link useCsvExport} returns. */
export interface CsvExport {
  /** Starts the export; a call while one runs sends nothing. Resolves when it is over, whatever the end. */
  run: () => Promise<void>;
  running: boolean;
  /** The end of the last export, until the next starts. */
  outcome: CsvExportOutcome | null;
}

/**
 * One CSV export at a time: `start` sends the request (with the signal that stops it), the rows
 * are saved as they arrive (see `saveCsvStream`), and the frame's footer shows the rows received
 * with a Cancel while it runs. The export goes on when the screen is left; its end then shows
 * nowhere, which is what a person who left expects.
 */
export function useCsvExport(start: (signal: AbortSignal) => Promise<StreamedDownload>): CsvExport {
  const { track } = useDownloadActivity();
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<CsvExportOutcome | null>(null);
  // A second click while one runs (the same frame included) starts nothing.
  const run = useSingleFlight(async () => {
    setRunning(true);
    setOutcome(null);
    const controller = new AbortController();
    const progress = createDownloadProgress();
    const job = start(controller.signal).then((download) => saveCsvStream(download, progress.report, controller.signal));
    // Cancel ends the export for the person at once; the stream and the file unwind behind it
    // (a pending disk write must finish before the file can be discarded).
    const cancelled = new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true }));
    job.catch(() => {});
    try {
      const saved = await track(Promise.race([job, cancelled]), { cancel: () => controller.abort(), progress });
      setOutcome({ kind: 'saved', ...saved });
    } catch (error) {
      setOutcome(controller.signal.aborted || error instanceof SaveDismissedError ? { kind: 'cancelled' } : { kind: 'failed', error });
    } finally {
      progress.flush();
      setRunning(false);
    }
  });

  return { run, running, outcome };
}
