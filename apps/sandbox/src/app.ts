/**
 * The Fastify application: contract routes, the dev outbox, the shared error shape for every
 * client mistake Fastify itself detects (bad JSON, wrong media type, body too large, a malformed
 * URL; see fastify-errors.ts) and for unknown routes.
 */
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { registerContractRoutes } from './contract/register-routes';
import { registerOutboxRoute } from './dev/outbox-route';
import { errorBody } from './errors';
import { clientErrorHandler, errorHandler, frameworkErrors, MAX_PARAM_LENGTH } from './fastify-errors';
import { HANDLERS } from './handlers';
import type { SandboxDeps } from './handlers/handler-types';
import type { LogOption } from './logging';
import { loggerOptions } from './logging';

/** Options of the application. */
export interface AppOptions {
  log?: LogOption;
  /** Where log lines go (default stdout). */
  logStream?: NodeJS.WritableStream;
  /** Serve GET /api/dev/outbox (never in production). */
  devRoutes: boolean;
}

/** Largest request body: a 300 KB logo in base64 plus the rest of the merchant profile. */
const BODY_LIMIT = 1024 * 1024;

/** Builds the application (not listening yet). */
export async function createApp(deps: SandboxDeps, options: AppOptions): Promise<{ app: FastifyInstance; missing: string[] }> {
  const app = Fastify({
    logger: loggerOptions(options.log, options.logStream),
    bodyLimit: BODY_LIMIT,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Stop means stop: a download in flight must not hold a shutdown (or a test) open.
    forceCloseConnections: true,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
    clientErrorHandler,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(errorBody('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]!.slice(0, 200)}`)),
  );
  const { missing } = registerContractRoutes(app, deps, HANDLERS);
  if (missing.length > 0) app.log.warn({ missing }, 'contract operations without a handler answer 501');
  if (options.devRoutes) registerOutboxRoute(app, deps.db);
  await app.ready();
  return { app, missing };
}
