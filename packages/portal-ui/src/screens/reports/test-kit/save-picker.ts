/**
 * Chromium's save dialog for the jsdom tests of the CSV exports (jsdom has none): it "chooses"
 * the suggested name and collects what is written. Not part of the published package.
 */

/** What {@link installSavePicker} gives a test: the file written and its text. */
export interface FakeSavedFile {
  file: { name: string; chunks: Uint8Array[]; closed: boolean; aborted: boolean };
  text: () => string;
}

/**
 * Installs `window.showSaveFilePicker`. `hold` keeps the first write pending (a slow disk), so an
 * export can be cancelled mid-way. Remove it after the test with {@link removeSavePicker}.
 */
export function installSavePicker({ hold = false } = {}): FakeSavedFile {
  const file = { name: '', chunks: [] as Uint8Array[], closed: false, aborted: false };
  Object.assign(window, {
    showSaveFilePicker: async ({ suggestedName }: { suggestedName: string }) => {
      file.name = suggestedName;
      return {
        name: suggestedName,
        createWritable: async () =>
          new WritableStream<Uint8Array>({
            write: (chunk) => {
              file.chunks.push(chunk);
              return hold ? new Promise<void>(() => {}) : undefined;
            },
            close: () => void (file.closed = true),
            abort: () => void (file.aborted = true),
          }),
      };
    },
  });
  return {
    file,
    text: () => new TextDecoder().decode(Buffer.concat(file.chunks)),
  };
}

/** Takes the fake save dialog away again. */
export function removeSavePicker(): void {
  delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
}
