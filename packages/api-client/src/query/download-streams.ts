import type { LegoClient } from '../client/create-lego-client';
import { filenameFromContentDisposition } from '../client/content-disposition';
import { LegoApiError } from '../client/errors';
import type { FetchResult } from '../client/unwrap';
import type { Schemas } from '../schemas';

/** A download whose body has not been read yet: the caller reads it as it arrives. */
export interface StreamedDownload {
  /** The response body, read chunk by chunk (cancel it, or abort the signal, to stop). */
  body: ReadableStream<Uint8Array>;
  /** The name from Content-Disposition (RFC 6266), or the call's fallback name. */
  filename: string;
  /** Content-Length when the server sent one (a streamed report usually does not). */
  size: number | undefined;
}

/** Options of a streamed download. */
export interface StreamOptions {
  /** Aborting it stops the request, before or after the answer's headers arrived. */
  signal?: AbortSignal;
}

/**
 * Returns the streamed body of a 2xx answer, or throws {@link LegoApiError} with the server's
 * status and error body (openapi-fetch parses error bodies whatever `parseAs` says).
 */
function toStream(result: FetchResult<ReadableStream<Uint8Array> | null>, fallbackName: string): StreamedDownload {
  const { response } = result;
  if (!response.ok) throw new LegoApiError(response.status, result.error);
  const length = Number(response.headers.get('content-length'));
  return {
    // A 200 without a body is an empty file, not an error.
    body: result.data ?? new Blob([]).stream(),
    filename: filenameFromContentDisposition(response.headers.get('content-disposition')) ?? fallbackName,
    size: Number.isFinite(length) && length > 0 ? length : undefined,
  };
}

/**
 * The CSV exports as streams (spec section 5): each resolves once the answer's headers arrive,
 * so the caller shows progress while the rows come and can save them straight to a file instead
 * of holding the whole report in memory. Use {@link legoDownloads} for a file held whole.
 *
 * @example
 * const controller = new AbortController();
 * const { body, filename } = await legoDownloadStreams.transactions(client, request, { signal: controller.signal });
 */
export const legoDownloadStreams = {
  transactions: async (client: LegoClient, body: Schemas['TransactionDownloadRequest'], options: StreamOptions = {}): Promise<StreamedDownload> =>
    toStream(await client.POST('/api/lego-report/ext/transaction/download', { body, parseAs: 'stream', signal: options.signal }), 'transactions.csv'),
  registrations: async (client: LegoClient, body: Schemas['RegistrationDownloadRequest'], options: StreamOptions = {}): Promise<StreamedDownload> =>
    toStream(await client.POST('/api/lego-report/ext/registration/download', { body, parseAs: 'stream', signal: options.signal }), 'registrations.csv'),
};
