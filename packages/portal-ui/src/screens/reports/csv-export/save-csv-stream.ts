import type { StreamedDownload } from '@lego-portal/api-client';
import { saveDownload } from '../../../downloads/save-download';
import { countingCsvRows } from './csv-row-counter';

/** Where an export ended up. */
export interface SavedCsv {
  /** Data rows written (the header not counted). */
  rows: number;
  /** The file's name: the one chosen in the save dialog, or the server's. */
  filename: string;
}

/** The part of the File System Access API an export uses (Chromium's save dialog). */
interface SaveFilePickerWindow {
  showSaveFilePicker?: (options: {
    suggestedName?: string;
    types?: { accept: Record<string, string[]> }[];
  }) => Promise<{ name: string; createWritable(): Promise<WritableStream<Uint8Array>> }>;
}

/**
 * Bytes gathered before one write to the chosen file. Each write is a round trip to the browser's
 * file service, and a report arrives in many small chunks; a megabyte at a time keeps the page's
 * memory bounded and the writes few.
 */
export const FILE_WRITE_BYTES = 1 << 20;

/** Joins small chunks into writes of about {@link FILE_WRITE_BYTES} (the last one smaller). */
function inBlocks(): TransformStream<Uint8Array, Uint8Array> {
  let held: Uint8Array[] = [];
  let size = 0;
  const release = (controller: TransformStreamDefaultController<Uint8Array>) => {
    if (size === 0) return;
    const block = new Uint8Array(size);
    let offset = 0;
    for (const chunk of held) {
      block.set(chunk, offset);
      offset += chunk.length;
    }
    held = [];
    size = 0;
    controller.enqueue(block);
  };
  return new TransformStream({
    transform(chunk, controller) {
      held.push(chunk);
      size += chunk.length;
      if (size >= FILE_WRITE_BYTES) release(controller);
    },
    flush: release,
  });
}

/** Thrown when the person closes the save dialog without choosing a file. */
export class SaveDismissedError extends Error {
  override name = 'SaveDismissedError';
}

/**
 * Whether the save dialog can be opened now: the browser has it, and the click that started the
 * export still counts as the person's (browsers refuse the dialog a few seconds after a click;
 * a slow first answer then falls back to the browser's download).
 */
function pickerOf(view: Window & SaveFilePickerWindow): SaveFilePickerWindow['showSaveFilePicker'] {
  if (typeof view.showSaveFilePicker !== 'function') return undefined;
  const activation = (navigator as Navigator & { userActivation?: { isActive: boolean } }).userActivation;
  return activation && !activation.isActive ? undefined : view.showSaveFilePicker.bind(view);
}

/**
 * Saves a streamed CSV. Where the browser has a save dialog (Chromium's `showSaveFilePicker`),
 * the rows go straight to the chosen file as they arrive, so the page never holds the report;
 * elsewhere they are gathered in a Blob (which browsers may keep outside the page's memory) and
 * handed over as a download. `onRows` hears the rows counted after every chunk. Rejects with
 * {@link SaveDismissedError} when the dialog is closed, with an `AbortError` when `signal`
 * aborts (a half-written file is discarded), and with the stream's or the file's error otherwise.
 */
export async function saveCsvStream(download: StreamedDownload, onRows: (rows: number) => void, signal?: AbortSignal): Promise<SavedCsv> {
  let rows = 0;
  const counted = download.body.pipeThrough(
    countingCsvRows((count) => {
      rows = count;
      onRows(count);
    }),
  );
  const picker = pickerOf(window);
  const handle = picker
    ? await picker({ suggestedName: download.filename, types: [{ accept: { 'text/csv': ['.csv'] } }] }).catch(async (error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') {
          await counted.cancel().catch(() => {});
          throw new SaveDismissedError();
        }
        // Refused (no longer a user gesture, a policy): the browser's download still saves the file.
        return undefined;
      })
    : undefined;
  if (handle) {
    // pipeTo aborts the file when the stream fails or `signal` aborts: no half-written report is kept.
    await counted.pipeThrough(inBlocks()).pipeTo(await handle.createWritable(), { signal });
    return { rows, filename: handle.name };
  }
  const blob = await new Response(counted).blob();
  if (signal?.aborted) throw signal.reason;
  saveDownload({ blob: blob.type ? blob : new Blob([blob], { type: 'text/csv' }), filename: download.filename });
  return { rows, filename: download.filename };
}
