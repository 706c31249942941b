/**
 * Logger settings: pino through Fastify, one JSON line per event with the request id. Request
 * bodies are never logged, and headers that carry secrets are redacted should a line include them.
 */
import type { FastifyServerOptions } from 'fastify';

/** `false` (silent), `true` (info) or a pino level. */
export type LogOption = boolean | 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** The Fastify `logger` option for a log setting (`stream`: where lines go, stdout by default). */
export function loggerOptions(log: LogOption | undefined, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (!log) return false;
  return {
    level: log === true ? 'info' : log,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', '*.password', '*.newPassword', '*.currentPassword', '*.refreshToken', '*.accessToken', '*.idToken'],
      censor: '[redacted]',
    },
  };
}
