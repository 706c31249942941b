import type { DownloadedFile } from '@lego-portal/api-client';

/**
 * How long the object URL outlives the click. Browsers read the blob asynchronously after the
 * click, and some (older Safari and Firefox) fail the download when the URL is revoked at once.
 */
export const REVOKE_DELAY_MS = 10_000;

/**
 * Hands a downloaded file to the browser: an object URL on a temporary `<a download>` that is
 * clicked and removed, the URL revoked afterwards. Never `window.location`, which would leave
 * the portal (and is the host's). Use after a tracked download:
 *
 * @example
 * track(legoDownloads.transactions(client, body)).then(saveDownload);
 */
export function saveDownload({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  anchor.hidden = true;
  // Firefox ignores clicks on anchors that are not in the document.
  document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
  }
}
