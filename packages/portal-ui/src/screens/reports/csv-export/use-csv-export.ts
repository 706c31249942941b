import type { StreamedDownload } from '@lego-portal/api-client';
import { useCallback, useState } from 'react';
import { useDownloadActivity } from '../../../downloads/download-activity';
import { createDownloadProgress, type DownloadProgress } from '../../../downloads/download-progress';
import { useSingleFlight } from '../../../hooks/use-single-flight';
import type * as CsvWriterModule from './save-csv-stream';

/** The CSV writer (the stream saver, the row counter, the save dialog): loaded by the first export, not with the report. */
type CsvWriter = typeof CsvWriterModule;
const loadWriter = (): Promise<CsvWriter> => import('./save-csv-stream');

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
  /** The rows received by the running export (read with `useDownloadRows`); null when none runs. */
  progress: DownloadProgress | null;
  /** Stops the running export (its outcome becomes 'cancelled'); nothing when none runs. */
  cancel: () => void;
}

/**
 * One CSV export at a time: `start` sends the request (with the signal that stops it), the rows
 * are saved as they arrive (see `saveCsvStream`), and both the screen (beside its Export button,
 * through `progress` and `cancel`) and the frame's footer show the rows received with a Cancel
 * while it runs. The export goes on when the screen is left; its end then shows
 * nowhere, which is what a person who left expects.
 */
export function useCsvExport(start: (signal: AbortSignal) => Promise<StreamedDownload>): CsvExport {
  const { track } = useDownloadActivity();
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<CsvExportOutcome | null>(null);
  const [job, setJob] = useState<{ progress: DownloadProgress; controller: AbortController } | null>(null);
  // A second click while one runs (the same frame included) starts nothing.
  const run = useSingleFlight(async () => {
    setRunning(true);
    setOutcome(null);
    const controller = new AbortController();
    const progress = createDownloadProgress();
    setJob({ progress, controller });
    // The request and the writer's module load side by side: the first export waits for neither twice.
    let writer: CsvWriter | undefined;
    const job = Promise.all([start(controller.signal), loadWriter()]).then(([download, loaded]) => {
      writer = loaded;
      return loaded.saveCsvStream(download, progress.report, controller.signal);
    });
    // Cancel ends the export for the person at once; the stream and the file unwind behind it
    // (a pending disk write must finish before the file can be discarded).
    const cancelled = new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true }));
    job.catch(() => {});
    try {
      const saved = await track(Promise.race([job, cancelled]), { cancel: () => controller.abort(), progress });
      setOutcome({ kind: 'saved', ...saved });
    } catch (error) {
      setOutcome(controller.signal.aborted || (writer !== undefined && error instanceof writer.SaveDismissedError) ? { kind: 'cancelled' } : { kind: 'failed', error });
    } finally {
      progress.flush();
      setRunning(false);
      setJob(null);
    }
  });

  const cancel = useCallback(() => job?.controller.abort(), [job]);
  return { run, running, outcome, progress: job?.progress ?? null, cancel };
}
