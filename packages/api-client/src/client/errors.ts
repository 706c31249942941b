/** One entry of the shared error body's `validationMessages[]`. */
export interface ValidationMessage {
  code?: string;
  message?: string;
  description?: string;
}

/** The shared error body every lego-* service answers with. */
export interface ErrorBody {
  validationMessages?: ValidationMessage[];
}

/** The message of spec section 8 for a call that failed without a response. */
export const SERVICE_UNAVAILABLE = 'Service Unavailable';

/** The error body of the synthetic 503 the client produces when a call gets no response. */
export function serviceUnavailableBody(): ErrorBody {
  return { validationMessages: [{ code: '503', message: SERVICE_UNAVAILABLE, description: SERVICE_UNAVAILABLE }] };
}

/** A synthetic 503 response in the shared error shape. */
export function serviceUnavailableResponse(): Response {
  return new Response(JSON.stringify(serviceUnavailableBody()), {
    status: 503,
    statusText: SERVICE_UNAVAILABLE,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Which field of a validation message a call's screen shows: spec section 7 says responses are
 * read by `description`, except sign-in and merchant profile update, which read `message`.
 */
export type MessageField = 'description' | 'message';

/**
 * The first validation message of an error body, read from `field` and falling back to the other
 * field, then to `fallback`. Safe on anything: a body that is not the shared shape gives `fallback`.
 */
export function firstValidationMessage(body: unknown, field: MessageField = 'description', fallback?: string): string | undefined {
  const list = (body as ErrorBody | null | undefined)?.validationMessages;
  const first = Array.isArray(list) ? list[0] : undefined;
  if (first && typeof first === 'object') {
    const other: MessageField = field === 'description' ? 'message' : 'description';
    for (const key of [field, other]) {
      const value = first[key];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
  }
  return fallback;
}

/**
 * The error a query or mutation function throws for a non-2xx answer, so TanStack Query's
 * `error` carries the status and the server's body.
 */
export class LegoApiError extends Error {
  /** HTTP status; 503 also for calls that got no response at all. */
  readonly status: number;
  /** The parsed error body, in the shared shape when the server followed the contract. */
  readonly body: ErrorBody;

  constructor(status: number, body: unknown) {
    const safeBody: ErrorBody = body !== null && typeof body === 'object' ? (body as ErrorBody) : {};
    super(firstValidationMessage(safeBody, 'description', `Request failed with status ${status}`));
    this.name = 'LegoApiError';
    this.status = status;
    this.body = safeBody;
  }

  /** The first validation message, read from `field` (see {@link firstValidationMessage}). */
  firstMessage(field: MessageField = 'description'): string | undefined {
    return firstValidationMessage(this.body, field);
  }
}
