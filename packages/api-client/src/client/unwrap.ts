import { LegoApiError } from './errors';
import { filenameFromContentDisposition } from './content-disposition';

/** What openapi-fetch resolves to: data on 2xx, error otherwise, and the response either way. */
export interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * The data of a 2xx answer, or a thrown {@link LegoApiError} carrying the status and error body,
 * which is what TanStack Query's `queryFn`/`mutationFn` need.
 */
export function unwrap<T>(result: FetchResult<T>): T {
  if (result.response.ok) return result.data as T;
  throw new LegoApiError(result.response.status, result.error);
}

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
