import { LegoApiError } from './errors';

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
