/**
 * The Fastify application: contract routes, the dev outbox, the shared error shape for every
 * client mistake Fastify itself detects (bad JSON, wrong media type, body too large, a malformed
 * URL; see fastify-errors.ts) and for unknown routes.
 */
import { randomUUID } from 'node:crypto';
import { LOGO_MESSAGES } from '@lego-portal/rules';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { registerContractRoutes } from './contract/register-routes';
import { registerCustomerChangedRoute } from './dev/customer-changed-route';
import { registerOutboxRoute } from './dev/outbox-route';
import { registerPendingAgedRoute } from './dev/pending-aged-route';
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
  /**
   * Serve GET /api/dev/outbox, POST /api/dev/customer-changed and POST /api/dev/pending-aged: only
   * in demo mode, only to this machine (see dev/outbox-route.ts, dev/customer-changed-route.ts,
   * dev/pending-aged-route.ts).
   */
  devRoutes: boolean;
}

/** Largest request body: a 300 KB logo in base64 plus the rest of the merchant profile. */
const BODY_LIMIT = 1024 * 1024;

/**
 * The one call whose body only a logo can make larger than the limit: its answer is the spec's
 * logo message (the portal shows the server's first message as it is), not Fastify's.
 */
const LOGO_UPLOAD_ROUTE = 'PUT /api/lego-merchantprofile/ext/merchantprofile/';

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
  app.setErrorHandler((error: { statusCode?: number; code?: string; message?: string }, request, reply) => {
    // Only a logo makes a profile update this large: the spec's logo size message, not Fastify's.
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && `${request.method} ${request.routeOptions.url}` === LOGO_UPLOAD_ROUTE)
      return reply.code(400).send(errorBody('logo.tooLarge', LOGO_MESSAGES.tooLarge));
    return errorHandler(error, request, reply);
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(errorBody('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]!.slice(0, 200)}`)),
  );
  const { missing } = registerContractRoutes(app, deps, HANDLERS);
  if (missing.length > 0) app.log.warn({ missing }, 'contract operations without a handler answer 501');
  if (options.devRoutes) {
    registerOutboxRoute(app, deps.db);
    registerCustomerChangedRoute(app, deps.db, deps.clock);
    registerPendingAgedRoute(app, deps.db);
  }
  await app.ready();
  return { app, missing };
}
