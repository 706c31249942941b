/**
 * Fastify's own refusals in the contract's one error shape. Fastify answers some client mistakes
 * before any route runs, with a body of its own (`{ error, code, message, statusCode }`): a path
 * escape that is not UTF-8 (`handler/%ff`), a path parameter longer than the router allows,
 * broken JSON, a wrong media type, an oversized body, a request line Node cannot parse. A client
 * reading `validationMessages` would find nothing there, so each becomes `ErrorResponse`.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { errorBody } from './errors';

/**
 * Longest path parameter the router takes (Fastify's default is 100, shorter than the 128
 * characters the contract allows a username in `lastlogin/{value}`). Anything up to this is
 * checked against the contract (and refused with its limits); anything longer is refused here.
 */
export const MAX_PARAM_LENGTH = 1000;

/** What the router's refusals say (code and message of the one validation message). */
const FRAMEWORK_REFUSALS: Readonly<Record<string, { code: string; message: string }>> = {
  FST_ERR_BAD_URL: { code: 'BAD_URL', message: 'The URL is malformed: a percent escape in its path is broken (%ZZ) or not UTF-8 (%ff).' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'BAD_URL', message: `The URL is malformed: a path parameter is longer than ${MAX_PARAM_LENGTH} characters.` },
};

/**
 * Fastify's `frameworkErrors`: the router's refusals (bad URL, parameter too long) as 400, the
 * contract's BadRequest; anything else it reports here (an async constraint failing) is ours, 500.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const refusal = FRAMEWORK_REFUSALS[error.code];
  if (!refusal) {
    request.log.error({ err: error }, 'framework error');
    return reply.code(500).send(errorBody('500', 'Internal Server Error'));
  }
  return reply.code(400).send(errorBody(refusal.code, refusal.message));
};

/**
 * The application's error handler: errors Fastify raises while reading a request (broken JSON,
 * media type, body size) keep their status and say what went wrong; anything else is a sandbox
 * bug, logged, and answered 500 without its details.
 */
export function errorHandler(error: { statusCode?: number; code?: string; message?: string }, request: FastifyRequest, reply: FastifyReply) {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) request.log.error({ err: error }, 'unhandled error');
  const message = status === 500 ? 'Internal Server Error' : (error.message ?? 'Bad Request');
  return reply.code(status).send(errorBody(error.code ?? String(status), message));
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (a control character in
 * the request line, headers too large) is answered on the socket, in the error shape, and the
 * connection closed, as Fastify's default does.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const message =
    status === 408 ? 'The request took too long to arrive.' : status === 431 ? 'The request headers are too large.' : 'The request is not valid HTTP.';
  const body = JSON.stringify(errorBody(String(status), message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
