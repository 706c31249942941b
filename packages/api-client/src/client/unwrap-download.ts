// Apart from unwrap.ts: a bundler places whole modules in chunks, and the login page, which
// needs `unwrap`, should not carry the file-name parser that only the report downloads use.
import { filenameFromContentDisposition } from './content-disposition';
import { unwrap, type FetchResult } from './unwrap';

/** A downloaded file: its bytes and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/**
 * Turns a blob answer into `{ blob, filename }`, the name read from Content-Disposition
 * (RFC 6266) or `fallbackName` when the server gave none.
 */
export function unwrapDownload(result: FetchResult<Blob>, fallbackName: string): DownloadedFile {
  const blob = unwrap(result);
  const filename = filenameFromContentDisposition(result.response.headers.get('content-disposition')) ?? fallbackName;
  return { blob, filename };
}
