/**
 * What the CSV export stories share (browser-side; the jsdom tests use save-picker.ts): Chromium's
 * save dialog replaced, and a server's streamed CSV answer. Not part of the published package.
 */
import { HttpResponse } from 'msw';

/**
 * Chromium's save dialog, replaced in the stories (a real one would wait for a person): it
 * "chooses" the suggested name and keeps what is written in memory. Returns the cleanup, as a
 * story's `beforeEach` may.
 */
export function fakeSavePicker(): () => void {
  const view = window as Window & { showSaveFilePicker?: unknown };
  const real = view.showSaveFilePicker;
  view.showSaveFilePicker = async ({ suggestedName }: { suggestedName: string }) => ({
    name: suggestedName,
    createWritable: async () => new WritableStream<Uint8Array>(),
  });
  return () => {
    view.showSaveFilePicker = real;
  };
}

/** A streamed CSV answer named `filename`: `text`, then the end, or (`endless`) a stream that never ends. */
export function csvStreamAnswer(text: string, filename: string, { endless = false } = {}): HttpResponse<ReadableStream<Uint8Array>> {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      if (!endless) controller.close();
    },
  });
  return new HttpResponse(body, { headers: { 'content-type': 'text/csv', 'content-disposition': `attachment; filename="${filename}"` } });
}
