/**
 * The one error shape of every lego-* service (`ErrorResponse` of the contract), and the error
 * a handler throws to answer with it.
 */
import { COMMON_MESSAGES } from '@lego-portal/rules';

/** One entry of `validationMessages`. */
export interface ValidationMessage {
  code: string;
  message: string;
  description: string;
}

/** The contract's `ErrorResponse`. */
export interface ErrorBody {
  validationMessages: ValidationMessage[];
}

/** Builds an error body; `description` defaults to the message (screens show either). */
export function errorBody(code: string, message: string, description: string = message): ErrorBody {
  return { validationMessages: [{ code, message, description }] };
}

/** An error that becomes an HTTP response with the shared error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;

  constructor(status: number, body: ErrorBody) {
    super(body.validationMessages[0]?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** Short-hands for the statuses the handlers use. */
export const fail = {
  badRequest: (message: string, code = 'BAD_REQUEST') => new ApiError(400, errorBody(code, message)),
  invalid: (messages: ValidationMessage[]) => new ApiError(400, { validationMessages: messages }),
  unauthorized: (message = 'Unauthorized', code = 'UNAUTHORIZED') => new ApiError(401, errorBody(code, message)),
  /** 403; by default the spec's text for a page the caller's roles do not open. */
  forbidden: (message: string = COMMON_MESSAGES.unauthorized, code = 'FORBIDDEN') => new ApiError(403, errorBody(code, message)),
  notFound: (message = 'Not Found', code = 'NOT_FOUND') => new ApiError(404, errorBody(code, message)),
  unavailable: (message = 'Service Unavailable') => new ApiError(503, errorBody('503', message)),
};

/** Turns the rules package's field errors into `validationMessages` (400). */
export function rulesFailure(errors: readonly { field: string; code: string; message: string }[]): ApiError {
  return fail.invalid(errors.map((e) => ({ code: e.code, message: e.message, description: e.message })));
}
